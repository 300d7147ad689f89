import { describe, expect, it } from "vitest";
import { applyPeriod, rsvpPeriod } from "./periods.ts";

const at = (iso: string) => new Date(iso);

describe("periods", () => {
  it("follows a lottery from before its applications to its announcement", () => {
    const format = {
      opensAt: "2026-05-01T00:00:00.000Z",
      closesAt: "2026-05-10T00:00:00.000Z",
      announceAt: "2026-05-12T00:00:00.000Z",
    };
    expect(applyPeriod(format, at("2026-04-30T23:59:59.000Z"))).toBe("notOpen");
    expect(applyPeriod(format, at("2026-05-01T00:00:00.000Z"))).toBe("open");
    expect(applyPeriod(format, at("2026-05-10T00:00:00.000Z"))).toBe("closed");
    expect(applyPeriod(format, at("2026-05-12T00:00:00.000Z"))).toBe("announced");
  });

  it("closes an RSVP at its deadline even on a page loaded before it, and when the server says so", () => {
    const view = { open: true, opensAt: "2026-05-01T00:00:00.000Z", deadline: "2026-05-10T00:00:00.000Z" };
    expect(rsvpPeriod(view, at("2026-05-05T00:00:00.000Z"))).toBe("open");
    expect(rsvpPeriod(view, at("2026-05-10T00:00:00.000Z"))).toBe("closed");
    expect(rsvpPeriod({ ...view, open: false }, at("2026-04-01T00:00:00.000Z"))).toBe("notOpen");
    // Cancelled: the server closes it before its deadline.
    expect(rsvpPeriod({ ...view, open: false }, at("2026-05-05T00:00:00.000Z"))).toBe("closed");
  });
});
