import type { TCheckinResponse } from "@admit/contract/nfts";

/** A code scanned a moment after it ran out still counts: the scan itself takes time. */
export const GRACE_SECONDS = 2;

/** The answer's fields that a result leaves empty. */
export const empty = {
  kind: "NFT",
  historyId: null,
  nft: null,
  coupon: null,
  usedAt: null,
  usedGate: null,
  openDate: null,
} as const satisfies Omit<TCheckinResponse, "result">;
