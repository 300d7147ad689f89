import { describe, expect, it } from "vitest";
import { readableOn } from "./readable-on.ts";

describe("readable text on a card colour", () => {
  it("puts light text on deep colours and dark text on light ones", () => {
    expect(readableOn("#1b1f6b")).toBe("#ffffff");
    expect(readableOn("#000")).toBe("#ffffff");
    expect(readableOn("#ffd84d")).toBe("#15151a");
    expect(readableOn("#FFF")).toBe("#15151a");
  });

  it("falls back to light text for a colour it cannot read", () => {
    expect(readableOn("rebeccapurple")).toBe("#ffffff");
  });
});
