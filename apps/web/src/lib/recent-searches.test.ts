import { describe, expect, it } from "vitest";
import { addRecentSearch, parseRecentSearches, removeRecentSearch } from "./recent-searches.ts";

describe("recent searches", () => {
  it("puts the newest first and moves a repeated search up instead of repeating it", () => {
    expect(addRecentSearch(["festival", "jazz"], "  Jazz ")).toEqual(["Jazz", "festival"]);
  });

  it("keeps ten", () => {
    const ten = Array.from({ length: 10 }, (_, i) => `t${i}`);
    expect(addRecentSearch(ten, "new")).toEqual(["new", ...ten.slice(0, 9)]);
  });

  it("ignores a blank search", () => {
    expect(addRecentSearch(["a"], "  ")).toEqual(["a"]);
  });

  it("removes one", () => {
    expect(removeRecentSearch(["a", "b"], "a")).toEqual(["b"]);
  });

  it("reads what was stored, and nothing from anything else", () => {
    expect(parseRecentSearches('["한강","jazz"]')).toEqual(["한강", "jazz"]);
    expect(parseRecentSearches("not json")).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches('["a",1,""]')).toEqual(["a"]);
    expect(parseRecentSearches(null)).toEqual([]);
  });
});
