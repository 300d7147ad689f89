import { describe, expect, it } from "vitest";
import { pendingCodeOf, pendingPathOf, storedCode } from "./pending-code.ts";

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 4, 1);

describe("pendingCodeOf", () => {
  it("gives back a remembered receive code while a send could still wait for it", () => {
    expect(pendingCodeOf("receive", storedCode("T7K2M9PQRX", now), now)?.code).toBe("T7K2M9PQRX");
    expect(pendingCodeOf("receive", storedCode("T7K2M9PQRX", now - 6 * DAY), now)?.code).toBe("T7K2M9PQRX");
  });

  it("keeps a claim code for as long as a sign-up takes", () => {
    expect(pendingCodeOf("claim", storedCode("CSPRING26", now - DAY / 2), now)).toEqual({
      code: "CSPRING26",
      at: now - DAY / 2,
    });
    expect(pendingCodeOf("claim", storedCode("CSPRING26", now - 2 * DAY), now)).toBeUndefined();
  });

  it("drops a code older than the longest wait, or from the future", () => {
    expect(pendingCodeOf("receive", storedCode("T7K2M9PQRX", now - 8 * DAY), now)).toBeUndefined();
    expect(pendingCodeOf("receive", storedCode("T7K2M9PQRX", now + DAY), now)).toBeUndefined();
  });

  it("ignores nothing, unreadable values and anything that is not a code of its kind", () => {
    expect(pendingCodeOf("receive", null, now)).toBeUndefined();
    expect(pendingCodeOf("receive", "{not json", now)).toBeUndefined();
    expect(pendingCodeOf("receive", JSON.stringify({ code: "/profile", at: now }), now)).toBeUndefined();
    expect(pendingCodeOf("receive", JSON.stringify({ code: "T7K2M9PQRX" }), now)).toBeUndefined();
    expect(pendingCodeOf("claim", storedCode("T7K2M9PQRX", now), now)).toBeUndefined();
    expect(pendingCodeOf("receive", storedCode("CSPRING26", now), now)).toBeUndefined();
  });
});

describe("pendingPathOf", () => {
  it("leads to the screen of the code opened last", () => {
    const receive = storedCode("T7K2M9PQRX", now - 1000);
    const claim = storedCode("CSPRING26", now - 500);
    expect(pendingPathOf({ receive, claim }, now)).toBe("/qr/mint?code=CSPRING26");
    expect(pendingPathOf({ receive: storedCode("T7K2M9PQRX", now), claim }, now)).toBe("/receive/T7K2M9PQRX");
  });

  it("leads to the one code still good, or nowhere", () => {
    const receive = storedCode("T7K2M9PQRX", now - DAY);
    const claim = storedCode("CSPRING26", now - 2 * DAY);
    expect(pendingPathOf({ receive, claim }, now)).toBe("/receive/T7K2M9PQRX");
    expect(pendingPathOf({ receive: null, claim }, now)).toBeUndefined();
  });
});
