import { describe, expect, it } from "vitest";
import { type DatedGroup, dateOptions, type GroupStock, isGroupDisabled, maxCnt } from "./purchase-rules.ts";

const stock = (over: Partial<GroupStock>): GroupStock => ({
  mintableCnt: 100,
  mintableCntPerWallet: 4,
  buyCnt: 0,
  status: "SALE",
  ...over,
});

describe("maxCnt (spec §3)", () => {
  it.each([
    [{}, 4],
    [{ buyCnt: 1 }, 3],
    [{ mintableCnt: 2 }, 2],
    [{ mintableCnt: 0 }, 0],
    [{ buyCnt: 4 }, 0],
    [{ mintableCntPerWallet: 2, buyCnt: 5 }, 0],
  ])("%o → %i", (over, expected) => {
    expect(maxCnt(stock(over))).toBe(expected);
  });
});

describe("isGroupDisabled (spec §4)", () => {
  it.each([
    [{}, false],
    [{ status: "STOP" }, true],
    [{ mintableCnt: 0 }, true],
    [{ buyCnt: 4 }, true],
    [{ buyCnt: 3 }, false],
  ] as const)("%o → %s", (over, expected) => {
    expect(isGroupDisabled(stock(over))).toBe(expected);
  });
});

interface Group extends DatedGroup {
  id: number;
}

const group = (id: number, startDate: string | undefined, over: Partial<Group> = {}): Group => ({
  id,
  cltnTimeId: id,
  mintableCnt: 10,
  attributes: startDate ? { startDate } : {},
  ...over,
});

const now = new Date("2026-11-20T00:00:00Z");
const ids = (options: ReturnType<typeof dateOptions<Group>>) =>
  options.map((d) => [d.date, d.times.map((t) => [t.time, t.groups.map((g) => g.id)])]);

describe("dateOptions (spec §4)", () => {
  it("keeps groups with stock that start after now, sorted by start", () => {
    const groups = [
      group(1, "2026-12-03T10:00:00Z"),
      group(2, "2026-12-01T10:00:00Z"),
      group(3, "2026-12-02T10:00:00Z", { mintableCnt: 0 }),
      group(4, "2026-11-19T10:00:00Z"),
      group(5, now.toISOString()),
      group(6, undefined),
      group(7, "not a date"),
    ];
    expect(ids(dateOptions(groups, now, "UTC"))).toEqual([
      ["2026-12-01", [["10:00", [2]]]],
      ["2026-12-03", [["10:00", [1]]]],
    ]);
  });

  it("groups per day, and per start time within a day", () => {
    const evening = {
      cltnTimeId: 10,
      attributes: { startDate: "2026-12-05T10:00:00Z", endDate: "2026-12-05T12:00:00Z" },
    };
    const groups = [
      group(1, undefined, evening),
      group(2, "2026-12-05T05:00:00Z"),
      group(3, undefined, evening),
      group(4, "2026-12-06T05:00:00Z"),
    ];
    const options = dateOptions(groups, now, "Asia/Seoul");
    expect(ids(options)).toEqual([
      [
        "2026-12-05",
        [
          ["14:00", [2]],
          ["19:00", [1, 3]],
        ],
      ],
      ["2026-12-06", [["14:00", [4]]]],
    ]);
    expect(options[0]?.times[1]).toMatchObject({
      cltnTimeId: 10,
      startDate: "2026-12-05T10:00:00Z",
      endDate: "2026-12-05T12:00:00Z",
    });
    expect(options[0]?.times[0]?.endDate).toBeNull();
  });

  it("takes the day in the item's time zone", () => {
    const groups = [group(1, "2026-12-01T16:00:00Z"), group(2, "2026-12-01T15:00:00Z")];
    expect(ids(dateOptions(groups, now, "Asia/Seoul"))).toEqual([
      [
        "2026-12-02",
        [
          ["00:00", [2]],
          ["01:00", [1]],
        ],
      ],
    ]);
    expect(ids(dateOptions(groups, now, "UTC"))).toEqual([
      [
        "2026-12-01",
        [
          ["15:00", [2]],
          ["16:00", [1]],
        ],
      ],
    ]);
  });

  it("follows daylight saving time in America/New_York", () => {
    const spring = new Date("2026-03-01T00:00:00Z");
    const march = [group(1, "2026-03-08T04:30:00Z"), group(2, "2026-03-09T04:30:00Z")];
    // 7 March 23:30 EST (UTC−5); 9 March 00:30 EDT (UTC−4), not 8 March 23:30.
    expect(ids(dateOptions(march, spring, "America/New_York"))).toEqual([
      ["2026-03-07", [["23:30", [1]]]],
      ["2026-03-09", [["00:30", [2]]]],
    ]);
    const autumn = new Date("2026-10-01T00:00:00Z");
    const november = [group(1, "2026-11-01T04:30:00Z"), group(2, "2026-11-02T04:30:00Z")];
    // Both on 1 November, the 25-hour day: 00:30 EDT and 23:30 EST.
    expect(ids(dateOptions(november, autumn, "America/New_York"))).toEqual([
      [
        "2026-11-01",
        [
          ["00:30", [1]],
          ["23:30", [2]],
        ],
      ],
    ]);
  });

  it("answers no options for no groups", () => {
    expect(dateOptions([], now, "UTC")).toEqual([]);
  });
});
