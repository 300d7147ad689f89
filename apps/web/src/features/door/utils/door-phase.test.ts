import { describe, expect, it } from "vitest";
import { doorPhase } from "./door-phase.ts";

const event = {
  openAt: "2026-11-27T10:00:00Z",
  startAt: "2026-11-27T11:00:00Z",
  endAt: "2026-11-27T14:00:00Z",
};

describe("doorPhase", () => {
  it("opens at the doors' time, else at the start, and ends at the end", () => {
    expect(doorPhase(event, new Date("2026-11-27T09:59:59Z"))).toBe("upcoming");
    expect(doorPhase(event, new Date("2026-11-27T10:00:00Z"))).toBe("open");
    expect(doorPhase({ ...event, openAt: null }, new Date("2026-11-27T10:30:00Z"))).toBe("upcoming");
    expect(doorPhase(event, new Date("2026-11-27T14:00:00Z"))).toBe("ended");
  });
});
