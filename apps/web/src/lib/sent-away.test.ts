// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { markSentAway, wasSentAway } from "./sent-away.ts";
import { STORAGE_KEYS } from "./storage.ts";

afterEach(() => window.sessionStorage.clear());

describe("sent-away tokens", () => {
  it("remembers the tokens this tab sent, the last twenty", () => {
    expect(wasSentAway(7)).toBe(false);
    markSentAway(7);
    markSentAway(7);
    expect(wasSentAway(7)).toBe(true);
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.sentAway) ?? "")).toEqual([7]);
    for (let id = 100; id < 120; id++) markSentAway(id);
    expect(wasSentAway(7)).toBe(false);
    expect(wasSentAway(119)).toBe(true);
  });

  it("reads a damaged entry as none", () => {
    window.sessionStorage.setItem(STORAGE_KEYS.sentAway, "{not json");
    expect(wasSentAway(1)).toBe(false);
    markSentAway(1);
    expect(wasSentAway(1)).toBe(true);
  });
});
