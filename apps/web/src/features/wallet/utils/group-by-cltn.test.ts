import type { TNftListItem } from "@admit/contract/nfts";
import { describe, expect, it } from "vitest";
import { groupByCltn } from "./group-by-cltn.ts";

const nft = (id: number, cltnId: number): TNftListItem => ({
  id,
  cltnId,
  cltnName: `Collection ${cltnId}`,
  cltnType: cltnId % 2 ? "TICKET" : "MEMBERSHIP",
  cltnLogoImg: `/demo/logo-${cltnId}.svg`,
  color: "#222244",
  image: "/demo/card.svg",
  brandName: "Brand",
  name: `Token ${id}`,
  type: "TICKET",
  status: "ACTIVE",
  isLock: false,
  isExpired: false,
  serial: id,
  startDate: null,
  openDate: null,
  timeZone: "Asia/Seoul",
  hideStartDate: false,
  seat: null,
  grouping: false,
  groupCount: 1,
  createdAt: "2026-01-01T00:00:00.000Z",
});

describe("collection view grouping", () => {
  it("makes one row per collection with its count, in the order the list has them", () => {
    const groups = groupByCltn([nft(9, 3), nft(8, 1), nft(7, 3), nft(6, 2), nft(5, 3)]);
    expect(groups.map((g) => [g.cltnId, g.count])).toEqual([
      [3, 3],
      [1, 1],
      [2, 1],
    ]);
    expect(groups[0]).toMatchObject({
      cltnName: "Collection 3",
      cltnLogoImg: "/demo/logo-3.svg",
      cltnType: "TICKET",
    });
  });

  it("is empty for no tokens", () => {
    expect(groupByCltn([])).toEqual([]);
  });

  it("groups a thousand tokens into their collections", () => {
    const items = Array.from({ length: 1000 }, (_, i) => nft(1000 - i, i % 40));
    const groups = groupByCltn(items);
    expect(groups).toHaveLength(40);
    expect(groups.reduce((n, g) => n + g.count, 0)).toBe(1000);
  });
});
