import { describe, expect, it } from "vitest";
import { pendingCodeOf, storedReceive } from "./pending-receive.ts";

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 4, 1);

describe("pendingCodeOf", () => {
  it("gives back a remembered code while a send could still wait for it", () => {
    expect(pendingCodeOf(storedReceive("T7K2M9PQRX", now), now)).toBe("T7K2M9PQRX");
    expect(pendingCodeOf(storedReceive("T7K2M9PQRX", now - 6 * DAY), now)).toBe("T7K2M9PQRX");
  });

  it("drops a code older than the longest wait, or from the future", () => {
    expect(pendingCodeOf(storedReceive("T7K2M9PQRX", now - 8 * DAY), now)).toBeUndefined();
    expect(pendingCodeOf(storedReceive("T7K2M9PQRX", now + DAY), now)).toBeUndefined();
  });

  it("ignores nothing, unreadable values and anything that is not a receive code", () => {
    expect(pendingCodeOf(null, now)).toBeUndefined();
    expect(pendingCodeOf("{not json", now)).toBeUndefined();
    expect(pendingCodeOf(JSON.stringify({ code: "/profile", at: now }), now)).toBeUndefined();
    expect(pendingCodeOf(JSON.stringify({ code: "T7K2M9PQRX" }), now)).toBeUndefined();
  });
});
