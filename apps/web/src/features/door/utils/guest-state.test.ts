import { describe, expect, it } from "vitest";
import { guestState } from "./guest-state.ts";

describe("guestState", () => {
  it("says in for any admission standing, whatever the card's status since", () => {
    expect(guestState({ status: "USED", useCnt: 1 })).toBe("in");
    expect(guestState({ status: "ACTIVE", useCnt: 2 })).toBe("in");
    expect(guestState({ status: "EXPIRED", useCnt: 1 })).toBe("in");
  });

  it("names why a ticket not in yet cannot be let in", () => {
    expect(guestState({ status: "ACTIVE", useCnt: 0 })).toBe("out");
    expect(guestState({ status: "QTNR_REQUIRED", useCnt: 0 })).toBe("info");
    expect(guestState({ status: "ISSUE_FAIL", useCnt: 0 })).toBe("issuing");
    expect(guestState({ status: "SENDING", useCnt: 0 })).toBe("moving");
    expect(guestState({ status: "SELLING", useCnt: 0 })).toBe("resale");
    expect(guestState({ status: "EXPIRED", useCnt: 0 })).toBe("noShow");
  });
});
