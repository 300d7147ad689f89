/** The steps of paying and refunding where the crash tests kill the server (crash-server.ts). */
export const CRASH_POINTS = [
  /** PAYING is written; the provider is not asked yet. */
  "after-paying",
  /** The provider confirmed; its answer is not recorded. */
  "after-confirm",
  /** PAID is committed; the issuing job is not sent. */
  "after-paid",
  /** REFUNDING is written; the provider is not asked yet. */
  "after-refunding",
  /** The provider refunded; its answer is not recorded. */
  "after-cancel",
] as const;
export type CrashPoint = (typeof CRASH_POINTS)[number];

/** The steps of settling a wallet (XRP) payment where the wallet crash test kills the server (wallet-crash-server.ts). */
export const WALLET_CRASH_POINTS = [
  /** The order's payments are recorded from the chain; none is decided yet. */
  "after-recorded",
  /** The payment took the order and PAID is committed; the issuing job is not sent. */
  "after-wallet-paid",
  /** A second payment is decided to go back; its refund is signed and stored, not broadcast. */
  "after-return-signed",
] as const;
export type WalletCrashPoint = (typeof WALLET_CRASH_POINTS)[number];
