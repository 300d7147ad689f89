/** Enumerations of spec §3, shared by schema, API and web. */
export const CLTN_TYPES = ["TICKET", "MEMBERSHIP"] as const;
export type CltnType = (typeof CLTN_TYPES)[number];

/** What kind of event a collection sells (spec §1): ticketed, membership, application (lottery), RSVP. */
export const CLTN_KINDS = ["TICKET", "MEMBERSHIP", "APPLICATION", "RSVP"] as const;
export type CltnKind = (typeof CLTN_KINDS)[number];

export const NETWORKS = ["KLAYTN", "POLYGON", "XRPL_EVM"] as const;
export type Network = (typeof NETWORKS)[number];

export const NFT_TYPES = ["TICKET", "MEMBERSHIP", "PAY"] as const;
export type NftType = (typeof NFT_TYPES)[number];

/** Card statuses of spec §4. */
export const NFT_STATUSES = [
  "ISSUING",
  "ISSUE_FAIL",
  "QTNR_REQUIRED",
  "WAITING_WINNER",
  "ACTIVE",
  "USED",
  "EXPIRED",
  "SENDING",
  "SEND_FAIL",
  "SELL_REG",
  "SELL_REG_FAIL",
  "SELLING",
  "FAIL",
] as const;
export type NftStatus = (typeof NFT_STATUSES)[number];

export const HISTORY_TYPES = [
  "INVITED",
  "AUTH",
  "MINTED",
  "SEND",
  "SEND_FAIL",
  "USE",
  "USE_CANCEL",
  "USE_FAIL",
  "EXPIRED",
  "SELL",
  "SELL_REG",
  "FIRST_BUY",
] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

export const NOTIFICATION_TYPES = ["NFT_RECEIVE", "USER_INVITE", "NFT_SELL"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const COUPON_STATUSES = ["ACTIVE", "UNUSE", "USED", "EXPIRED", "DEACTIVE"] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export const NFT_GROUP_STATUSES = ["SALE", "STOP"] as const;
export type NftGroupStatus = (typeof NFT_GROUP_STATUSES)[number];

export const QTNR_ITEM_TYPES = ["TEXT", "TERMS", "ADDRESS", "SELECT", "CHECKBOX", "DATE"] as const;
export type QtnrItemType = (typeof QTNR_ITEM_TYPES)[number];

export const QTNR_KEYS = ["email", "phone", "birth", "refCode"] as const;
export type QtnrKey = (typeof QTNR_KEYS)[number];

export const LOGIN_METHODS = ["google", "kakao", "email"] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

/** Cancellation plans of spec §9: the Korean standard table and the four Taiwan plans. */
export const REFUND_PLANS = ["KR_STANDARD", "KR_SPORTS", "TW_A", "TW_B", "TW_C", "TW_D"] as const;
export type RefundPlan = (typeof REFUND_PLANS)[number];

export const ROLES = ["CUSTOMER", "HOST", "ADMIN"] as const;
export type Role = (typeof ROLES)[number];

/**
 * A member's role in a brand's or an event's team, beside the platform's role above: the owner
 * does everything, a manager everything but the team, the box office admits and sells, the door
 * admits. What each may do is the server's table (`policies/host-role.ts`).
 */
export const TEAM_ROLES = ["owner", "manager", "box_office", "door"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
