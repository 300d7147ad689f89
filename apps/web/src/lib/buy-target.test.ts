import { describe, expect, it } from "vitest";
import { buyTarget } from "./buy-target.ts";

describe("buyTarget", () => {
  it("sends tickets and memberships to the purchase, RSVP and lottery events to their own screens", () => {
    expect(buyTarget({ id: 7, kind: "TICKET" }, "/event/pay")).toEqual({ claim: null, path: "/event/pay/7" });
    expect(buyTarget({ id: 7, kind: "MEMBERSHIP" }, "/discover/pay").path).toBe("/discover/pay/7");
    expect(buyTarget({ id: 7, kind: "RSVP" }, "/discover/pay")).toEqual({ claim: "rsvp", path: "/rsvp/7" });
    expect(buyTarget({ id: 7, kind: "APPLICATION" }, "/event/pay")).toEqual({
      claim: "apply",
      path: "/discover/event/apply/form/7",
    });
  });
});
