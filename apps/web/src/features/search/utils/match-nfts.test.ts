import { describe, expect, it } from "vitest";
import { matchNfts, type SearchableNft } from "./match-nfts.ts";

const NFTS: (SearchableNft & { id: number })[] = [
  { id: 1, name: "General Admission", cltnName: "Hangang Riverside Festival", brandName: "Seoul Live" },
  { id: 2, name: "VIP 스탠딩", cltnName: "한강 불꽃 축제", brandName: "서울문화재단" },
  { id: 3, name: "前売り券", cltnName: "東京ジャズナイト", brandName: "ブルーノート" },
  { id: 4, name: "全票", cltnName: "臺北爵士音樂節", brandName: "台北文化" },
  { id: 5, name: "Member Pass", cltnName: "Café Club", brandName: "ＡＤＭＩＴ Coffee" },
];

const ids = (query: string) => matchNfts(NFTS, query).map((n) => n.id);

describe("searching my tokens", () => {
  it.each<[string, string, number[]]>([
    ["by token name, any case", "general", [1]],
    ["by collection name", "RIVERSIDE", [1]],
    ["by brand name", "seoul live", [1]],
    ["Korean, by part of a word", "한강", [2]],
    ["Korean typed as decomposed jamo (NFD)", "한강".normalize("NFD"), [2]],
    ["Japanese", "ジャズ", [3]],
    ["half-width katakana", "ｼﾞｬｽﾞ", [3]],
    ["traditional Chinese", "爵士", [4]],
    ["a word in each field", "vip 축제", [2]],
    ["every word must be found", "vip tokyo", []],
    ["composed and decomposed accents", "cafe\u0301", [5]],
    ["full-width Latin", "admit", [5]],
    ["nothing matches", "opera", []],
    ["blank query finds nothing", "   ", []],
  ])("%s", (_, query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  it("keeps the list's order", () => {
    expect(matchNfts(NFTS, "e").map((n) => n.id)).toEqual([1, 5]);
  });
});
