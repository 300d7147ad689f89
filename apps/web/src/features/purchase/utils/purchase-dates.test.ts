import type { TDiscoverNftGroup } from "@admit/contract/discover";
import { describe, expect, it } from "vitest";
import { groupsOfTime, purchaseDates } from "./purchase-dates.ts";

const group = (id: number, cltnTimeId: number, startAt: string, mintableCnt = 5): TDiscoverNftGroup => ({
  id,
  name: `G${id}`,
  cltnTimeId,
  startAt,
  endAt: null,
  status: "SALE",
  priceList: [],
  isSeated: false,
  zoneName: null,
  attributes: {},
  mintableCnt,
  mintableCntPerWallet: 4,
  buyCnt: 0,
  maxCnt: Math.min(4, mintableCnt),
});

const now = new Date("2026-05-01T00:00:00Z");

describe("purchase dates from the catalogue's groups", () => {
  it("reads each group's date from its time, per day in the item's zone", () => {
    const days = purchaseDates(
      [
        group(1, 3, "2026-12-14T10:30:00.000Z"),
        group(2, 3, "2026-12-14T10:30:00.000Z"),
        group(3, 4, "2026-12-15T08:00:00.000Z"),
        group(4, 5, "2026-12-15T16:00:00.000Z"),
        group(5, 6, "2026-04-01T10:00:00.000Z"),
        group(6, 7, "2026-12-20T10:00:00.000Z", 0),
      ],
      now,
      "Asia/Seoul",
    );
    expect(days.map((d) => [d.date, d.times.map((t) => [t.time, t.groups.map((g) => g.id)])])).toEqual([
      ["2026-12-14", [["19:30", [1, 2]]]],
      ["2026-12-15", [["17:00", [3]]]],
      ["2026-12-16", [["01:00", [4]]]],
    ]);
  });

  it("lists every group of a performance for the group stage, sold out ones too", () => {
    const groups = [
      group(1, 3, "2026-12-14T10:30:00.000Z"),
      group(2, 3, "2026-12-14T10:30:00.000Z", 0),
      group(3, 4, "2026-12-15T08:00:00.000Z"),
    ];
    expect(groupsOfTime(groups, { cltnTimeId: 3, startDate: "x" }).map((g) => g.id)).toEqual([1, 2]);
  });
});
