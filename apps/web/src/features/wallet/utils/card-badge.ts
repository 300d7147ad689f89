import type { NftStatus } from "@admit/contract/enums";
import type { TNftListItem } from "@admit/contract/nfts";

export type CardBadgeKind =
  | "active"
  | "locked"
  | "expired"
  | "used"
  | "sending"
  | "sendFail"
  | "sellReg"
  | "sellRegFail"
  | "selling"
  | "fail"
  | "issuing"
  | "issueFail"
  | "qtnrRequired"
  | "waitingWinner"
  | "notDrawn";

/** How the badge reads at a glance: fine, in progress, needs the person, failed, or done with. */
export type CardBadgeTone = "positive" | "progress" | "attention" | "danger" | "muted";

/** What a card offers besides opening it: the attendee form, the lottery application, or managing the sale. */
export type CardAction = "qtnr" | "apply" | "sale" | null;

export interface CardBadge {
  kind: CardBadgeKind;
  tone: CardBadgeTone;
  action: CardAction;
}

const badge = (kind: CardBadgeKind, tone: CardBadgeTone, action: CardAction = null): CardBadge => ({
  kind,
  tone,
  action,
});

/**
 * The badge of a card in the list (spec §4). A status that is under way or failed says more
 * than the lock or the end date, so it wins; an active card is expired, locked or available.
 */
export function cardBadge(
  nft: Pick<TNftListItem, "status" | "isLock" | "isExpired"> & Partial<Pick<TNftListItem, "cltnKind">>,
): CardBadge {
  const status: NftStatus = nft.status;
  // A lottery's card: its application until the draw, "not drawn" after it for the others.
  const lottery = nft.cltnKind === "APPLICATION";
  switch (status) {
    case "ISSUING":
      return badge("issuing", "progress");
    case "ISSUE_FAIL":
      return badge("issueFail", "danger");
    case "QTNR_REQUIRED":
      return badge("qtnrRequired", "attention", "qtnr");
    case "WAITING_WINNER":
      return badge("waitingWinner", "progress", lottery ? "apply" : "qtnr");
    case "SENDING":
      return badge("sending", "progress");
    case "SEND_FAIL":
      return badge("sendFail", "danger");
    case "SELL_REG":
      return badge("sellReg", "progress");
    case "SELL_REG_FAIL":
      return badge("sellRegFail", "danger");
    case "SELLING":
      return badge("selling", "progress", "sale");
    case "FAIL":
      return lottery ? badge("notDrawn", "muted") : badge("fail", "danger");
    case "USED":
      return badge("used", "muted");
    case "EXPIRED":
      return badge("expired", "muted");
    case "ACTIVE":
      if (nft.isExpired) return badge("expired", "muted");
      if (nft.isLock) return badge("locked", "attention");
      return badge("active", "positive");
    default: {
      const exhaustive: never = status;
      return exhaustive;
    }
  }
}

/** A locked card opens the page that explains the lock; every other card opens itself. */
export const cardHref = (nft: Pick<TNftListItem, "id" | "isLock">) =>
  nft.isLock ? `/nft/locked/${nft.id}` : `/nft/${nft.id}`;
