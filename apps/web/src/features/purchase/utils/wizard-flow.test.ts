import { describe, expect, it } from "vitest";
import { entryPaths, keepsSeatHold, nextStage, STAGE_PATH, stageOfPath, stagesOf } from "./wizard-flow.ts";

describe("purchase stages (spec §2)", () => {
  it("orders the stages by what the purchase needs", () => {
    expect(stagesOf({ dated: true, seated: false, qtnr: false })).toEqual([
      "date",
      "group",
      "price",
      "detail",
    ]);
    expect(stagesOf({ dated: true, seated: true, qtnr: true })).toEqual([
      "date",
      "group",
      "seat",
      "seatPrice",
      "buyer",
      "detail",
    ]);
    expect(stagesOf({ dated: false, seated: false, qtnr: true })).toEqual([
      "group",
      "price",
      "buyer",
      "detail",
    ]);
  });

  it("goes to the next stage of the flow", () => {
    const seated = { dated: true, seated: true, qtnr: false };
    expect(nextStage(seated, "group")).toBe("seat");
    expect(nextStage(seated, "seatPrice")).toBe("detail");
    expect(nextStage(seated, "detail")).toBeNull();
    expect(nextStage(seated, "price")).toBeNull();
  });

  it("reads the stage of a path", () => {
    expect(stageOfPath("/discover/event/pay/seat/price")).toBe("seatPrice");
    expect(stageOfPath("/discover/event/pay/seat/")).toBe("seat");
    expect(stageOfPath("/discover/pay/3")).toBeNull();
    expect(STAGE_PATH.buyer).toBe("/discover/event/pay/buyer");
  });

  it("keeps a seat hold on the seat stages, the ones after them and the payment result only", () => {
    expect(keepsSeatHold(STAGE_PATH.seatPrice)).toBe(true);
    expect(keepsSeatHold(STAGE_PATH.detail)).toBe(true);
    expect(keepsSeatHold("/pay/result/fail")).toBe(true);
    expect(keepsSeatHold(STAGE_PATH.group)).toBe(false);
    expect(keepsSeatHold(STAGE_PATH.date)).toBe(false);
    expect(keepsSeatHold("/")).toBe(false);
  });

  it("enters from discover or the event app", () => {
    expect(entryPaths("event", 7)).toEqual({ entry: "/event/pay/7", detail: "/event/detail/7" });
    expect(entryPaths("discover", 7).detail).toBe("/discover/detail/7");
  });
});
