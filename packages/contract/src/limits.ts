/** Business constants and limits of spec §9, named once and imported by server and web. */
export const LIMITS = {
  /** Every numeric input stops here. */
  maxValue: 2_100_000_000,
  /**
   * Every amount of money, in minor units: XRP's 6 digits make 2,100 XRP already 2,100,000,000
   * drops, so money goes up to what a JS number holds exactly (bigint columns in the database).
   */
  maxMoney: 9_000_000_000_000_000,
  /** Named in the spec without a known purpose; recorded until one is. */
  unnamedLimit20: 20,
  /** Named in the spec without a known purpose; recorded until one is. */
  unnamedLimit82: 82,
  profileImageBytes: 5_242_880,
  profileImageExtensions: ["jpg", "jpeg", "png", "webp"],
  passwordMinLength: 8,
  defaultTextMaxLength: 60,
  birthLength: 8,
  twoStepCodeLength: 6,
  adultMinAge: 19,
  addressAbbrevLead: 6,
  addressAbbrevTail: 4,
} as const;

/** Timings of spec §4 and §9, in milliseconds unless the name says otherwise. */
export const TIMINGS = {
  toastMs: 2500,
  seatRefreshOffsetMs: 120_000,
  qrStatusPollMs: 1000,
  notificationFirstCheckMs: 1000,
  ticketIssuingMaxWaitMs: 8 * 60 * 1000,
  emailVerifyLinkMs: 24 * 60 * 60 * 1000,
  loadingHideDelayMs: 1000,
  scriptChunkTimeoutMs: 120_000,
  sheetDragCloseThresholdPx: 50,
  defaultQrValidSeconds: 30,
  defaultSeatHoldMinutes: 10,
} as const;

/** Request body cap for JSON calls (uploads have their own). */
export const MAX_JSON_BODY_BYTES = 1_048_576;
