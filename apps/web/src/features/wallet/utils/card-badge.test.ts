import { NFT_STATUSES } from "@admit/contract/enums";
import { describe, expect, it } from "vitest";
import { cardBadge, cardHref } from "./card-badge.ts";

const card = (
  status: (typeof NFT_STATUSES)[number],
  flags: { isLock?: boolean; isExpired?: boolean } = {},
) => ({
  status,
  isLock: flags.isLock ?? false,
  isExpired: flags.isExpired ?? false,
});

describe("card badge", () => {
  it("names every status of spec §4", () => {
    expect(NFT_STATUSES.map((s) => [s, cardBadge(card(s)).kind])).toEqual([
      ["ISSUING", "issuing"],
      ["ISSUE_FAIL", "issueFail"],
      ["QTNR_REQUIRED", "qtnrRequired"],
      ["WAITING_WINNER", "waitingWinner"],
      ["ACTIVE", "active"],
      ["USED", "used"],
      ["EXPIRED", "expired"],
      ["SENDING", "sending"],
      ["SEND_FAIL", "sendFail"],
      ["SELL_REG", "sellReg"],
      ["SELL_REG_FAIL", "sellRegFail"],
      ["SELLING", "selling"],
      ["FAIL", "fail"],
    ]);
  });

  it("shows an active card as expired, then locked", () => {
    expect(cardBadge(card("ACTIVE", { isLock: true }))).toEqual({
      kind: "locked",
      tone: "attention",
      action: null,
    });
    expect(cardBadge(card("ACTIVE", { isExpired: true, isLock: true })).kind).toBe("expired");
  });

  it("lets a status under way or failed win over the lock and the end date", () => {
    expect(cardBadge(card("SENDING", { isLock: true })).kind).toBe("sending");
    expect(cardBadge(card("SEND_FAIL", { isExpired: true })).kind).toBe("sendFail");
    expect(cardBadge(card("USED", { isExpired: true })).kind).toBe("used");
  });

  it("marks failures as danger and what is under way as progress", () => {
    for (const s of ["ISSUE_FAIL", "SEND_FAIL", "SELL_REG_FAIL", "FAIL"] as const)
      expect(cardBadge(card(s)).tone).toBe("danger");
    for (const s of ["ISSUING", "SENDING", "SELL_REG", "SELLING", "WAITING_WINNER"] as const)
      expect(cardBadge(card(s)).tone).toBe("progress");
  });

  it("asks for attendee info when a questionnaire is pending or the draw is awaited", () => {
    expect(cardBadge(card("QTNR_REQUIRED")).action).toBe("qtnr");
    expect(cardBadge(card("WAITING_WINNER")).action).toBe("qtnr");
    expect(cardBadge(card("SELLING")).action).toBe("sale");
    expect(cardBadge(card("ACTIVE")).action).toBeNull();
  });

  it("opens a locked card on the page that explains the lock", () => {
    expect(cardHref({ id: 9, isLock: true })).toBe("/nft/locked/9");
    expect(cardHref({ id: 9, isLock: false })).toBe("/nft/9");
  });
});
