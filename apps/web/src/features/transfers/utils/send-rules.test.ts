import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import type { TFunction } from "../../../lib/i18n.ts";
import { claimDeadline, isGone, recipientError, sendErrorText, sendOutcome } from "./send-rules.ts";

const t: TFunction = (key, values) => (values ? `${key} ${JSON.stringify(values)}` : key);

describe("recipientError", () => {
  it("asks for an address, a valid one, and not the sender's own", () => {
    expect(recipientError("", "me@example.com")).toBe("valid.required");
    expect(recipientError("   ", "me@example.com")).toBe("valid.required");
    expect(recipientError("friend@", "me@example.com")).toBe("valid.email");
    expect(recipientError(" Me@Example.com ", "me@example.com")).toBe("error.sendToSelf");
    expect(recipientError("friend@example.com", "me@example.com")).toBeUndefined();
    // Before the account has loaded, the server still refuses one's own address (SEND_TO_SELF).
    expect(recipientError("me@example.com", undefined)).toBeUndefined();
  });
});

describe("sendErrorText", () => {
  it("says why a token cannot be sent, one sentence per reason", () => {
    const closed = new ApiError(409, "NOT_TRANSFERABLE", "…", { reason: "closed" });
    expect(sendErrorText(closed, t)).toBe("transfer.reason.closed");
    const disabled = new ApiError(409, "NOT_TRANSFERABLE", "…", { reason: "disabled" });
    expect(sendErrorText(disabled, t)).toBe("transfer.reason.disabled");
  });

  it("reads other errors, and an unknown reason, as every error reads", () => {
    const unknownReason = new ApiError(409, "NOT_TRANSFERABLE", "…", { reason: "mystery" });
    expect(sendErrorText(unknownReason, t)).toBe('error.notTransferable {"reason":"mystery"}');
    const limit = new ApiError(429, "SEND_LIMIT", "…", { limit: 10 });
    expect(sendErrorText(limit, t)).toBe('error.sendLimit {"limit":10}');
  });
});

describe("sendOutcome", () => {
  it("follows the send's status and method", () => {
    expect(sendOutcome({ status: "PENDING", method: "CODE" }, false)).toBe("showCode");
    expect(sendOutcome({ status: "PENDING", method: "EMAIL" }, false)).toBe("waitingEmail");
    expect(sendOutcome({ status: "MOVING", method: "EMAIL" }, false)).toBe("moving");
    expect(sendOutcome({ status: "DONE", method: "EMAIL" }, false)).toBe("received");
    expect(sendOutcome({ status: "FAILED", method: "EMAIL" }, false)).toBe("failed");
    expect(sendOutcome({ status: "CANCELLED", method: "CODE" }, false)).toBe("over");
    expect(sendOutcome({ status: "RETURNED", method: "EMAIL" }, false)).toBe("over");
  });

  it("is received once the token is no longer the sender's, whatever was last seen", () => {
    expect(sendOutcome({ status: "PENDING", method: "CODE" }, true)).toBe("received");
  });
});

describe("claimDeadline", () => {
  const now = new Date("2026-05-01T00:00:00Z");
  it("is 7 days away, or the doors opening when they open sooner", () => {
    expect(claimDeadline(now, null).toISOString()).toBe("2026-05-08T00:00:00.000Z");
    expect(claimDeadline(now, "2026-05-03T18:00:00Z").toISOString()).toBe("2026-05-03T18:00:00.000Z");
    expect(claimDeadline(now, "2026-06-01T00:00:00Z").toISOString()).toBe("2026-05-08T00:00:00.000Z");
  });
});

describe("isGone", () => {
  it("is a 404 answer", () => {
    expect(isGone(new ApiError(404, "4505", "…"))).toBe(true);
    expect(isGone(new ApiError(409, "SEND_STATE", "…"))).toBe(false);
    expect(isGone(new Error("x"))).toBe(false);
  });
});
