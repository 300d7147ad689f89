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
