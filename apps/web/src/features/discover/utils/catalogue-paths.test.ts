import { describe, expect, it } from "vitest";
import { cataloguePaths } from "./catalogue-paths.ts";

describe("catalogue paths", () => {
  it("keeps the discover tab's pages under /discover", () => {
    for (const path of ["/discover", "/discover/search", "/discover/detail/44"])
      expect(cataloguePaths(path)).toEqual({
        list: "/discover",
        detail: "/discover/detail",
        pay: "/discover/pay",
        resale: "/discover/resale",
      });
  });

  it("keeps the public event app's pages under /event", () => {
    for (const path of ["/event", "/event/search", "/event/detail/44"])
      expect(cataloguePaths(path)).toEqual({
        list: "/event",
        detail: "/event/detail",
        pay: "/event/pay",
        resale: "/event/resale",
      });
  });

  it("does not take a path that only starts with the letters for the event app", () => {
    expect(cataloguePaths("/events-archive").list).toBe("/discover");
  });
});
