/**
 * The error catalogue of spec §8, defined once for server and web.
 * `status` is the HTTP status the server answers with; `key` is the i18n key the web shows
 * (under `error.` in every catalog). Named codes cover cases the spec does not number.
 */
export const ERRORS = {
  // spec §8 code map
  "M-W-1013": { status: 400, key: "invalidPassword" },
  "1023": { status: 400, key: "invalidPassword" },
  "M-W-1202": { status: 400, key: "incorrectPasscode" },
  "3001": { status: 400, key: "incorrectPasscode" },
  "M-W-1200": { status: 400, key: "expiredPasscode" },
  "1000": { status: 400, key: "codeRequired" },
  "1003": { status: 400, key: "invalidEvent" },
  "2001": { status: 409, key: "tokenAlreadyExists" },
  "M-2001": { status: 409, key: "tokenAlreadyExists" },
  "2004": { status: 400, key: "notAUser" },
  "2508": { status: 403, key: "emailNotVerified" },
  "2509": { status: 410, key: "expiredRequest" },
  "2510": { status: 409, key: "alreadyInvited" },
  "3004": { status: 410, key: "expiredLink" },
  "3101": { status: 400, key: "invalidPeriod" },
  "3102": { status: 400, key: "qrMintingLimit" },
  "3105": { status: 400, key: "notApplied" },
  "3106": { status: 410, key: "expiredRsvp" },
  "4501": { status: 400, key: "issuingLimit" },
  "4504": { status: 400, key: "issuingLimit" },
  "4505": { status: 404, key: "notOwned" },
  "5501": { status: 400, key: "paymentInfoError" },
  "6500": { status: 409, key: "seatAlreadyReserved" },
  "8204": { status: 400, key: "insufficientBalance" },
  "8207": { status: 410, key: "expiredXrpPayment" },
  "M-W-1100": { status: 401, key: "authExpired" },
  // named codes for cases the spec does not number
  VALIDATION: { status: 400, key: "validation" },
  BAD_REQUEST: { status: 400, key: "badRequest" },
  UNAUTHORIZED: { status: 401, key: "unauthorized" },
  FORBIDDEN: { status: 403, key: "forbidden" },
  NOT_FOUND: { status: 404, key: "notFound" },
  PAYLOAD_TOO_LARGE: { status: 413, key: "payloadTooLarge" },
  RATE_LIMITED: { status: 429, key: "rateLimited" },
  /** Account deletion while tokens for events that have not ended are held; data.tickets names them. */
  WITHDRAW_BLOCKED: { status: 409, key: "withdrawBlocked" },
  /** A profile image that is not a jpg/jpeg/png/webp picture of at most 5 MB. */
  IMAGE_INVALID: { status: 400, key: "imageInvalid" },
  /** POST /discover/payment/valid and the wizard: fewer tickets left than asked (data.remaining). */
  NOT_ENOUGH_TICKETS: { status: 409, key: "notEnoughTickets" },
  /** More than the account may buy of the product (data.limit, data.bought). */
  PURCHASE_LIMIT: { status: 400, key: "purchaseLimit" },
  /** More tickets or seats than one purchase takes (data.count). */
  MAX_COUNT: { status: 400, key: "maxCount" },
  /** A price the customer saw has changed or gone since: the wizard reloads the prices. */
  PRODUCT_INFO_EXPIRED: { status: 409, key: "productInfoExpired" },
  /** The seat hold or the reservation ran out before the payment. */
  PAYMENT_TIME_EXCEEDED: { status: 410, key: "paymentTimeExceeded" },
  /** The provider declined or the customer cancelled the payment (data.reason). */
  PAYMENT_FAILED: { status: 402, key: "paymentFailed" },
  /** The order cannot be cancelled now (event day, used, or the terms say so). */
  NON_REFUNDABLE: { status: 400, key: "nonRefundable" },
  /** Adult (19+) events need an identity check first (data.reason "VERIFY"). */
  ADULT_ONLY: { status: 403, key: "adultOnly" },
  /** The identity check said the buyer is under the event's minimum age (data.age): no step of a purchase is open. */
  UNDER_AGE: { status: 403, key: "underAge" },
  /** An Idempotency-Key used before with another request (another body, path or account). */
  IDEMPOTENCY_CONFLICT: { status: 422, key: "idempotencyConflict" },
  /** The first request with this Idempotency-Key has not answered yet. */
  IDEMPOTENCY_IN_PROGRESS: { status: 409, key: "idempotencyInProgress" },
  /** The token cannot be sent or listed now (data.reason: NOT_TRANSFERABLE_REASONS of transfers.ts). */
  NOT_TRANSFERABLE: { status: 409, key: "notTransferable" },
  /** A send to the sender's own e-mail, or a receive of one's own send. */
  SEND_TO_SELF: { status: 400, key: "sendToSelf" },
  /** This account already received the ticket of this code. */
  ALREADY_RECEIVED: { status: 409, key: "alreadyReceived" },
  /** A ticket sent to another e-mail address: only that address's account may receive it. */
  OTHER_ADDRESS: { status: 403, key: "otherAddress" },
  /** The account started its sends of the day (data.limit). */
  SEND_LIMIT: { status: 429, key: "sendLimit" },
  /** The send is no longer in a state this asks for (claimed meanwhile, already moving). */
  SEND_STATE: { status: 409, key: "sendState" },
  /** A resale price above the cap (data.maxPrice, data.currency). */
  PRICE_ABOVE_CAP: { status: 400, key: "priceAboveCap" },
  /** The listing is held by a buyer who is paying (data.until). */
  LISTING_RESERVED: { status: 409, key: "listingReserved" },
  /** The ticket is no longer for sale (sold, withdrawn). */
  NOT_FOR_SALE: { status: 409, key: "notForSale" },
  /** A seller buying their own listing. */
  BUY_OWN: { status: 400, key: "buyOwn" },
  /** A wallet-link message that is not the one we issued (data.reason: WALLET_MESSAGE_REFUSALS of wallet-link.ts). */
  WALLET_MESSAGE_INVALID: { status: 400, key: "walletMessageInvalid" },
  /** The signature is not the message's address's (another key signed it, or it is not a signature). */
  WALLET_SIGNATURE_INVALID: { status: 400, key: "walletSignatureInvalid" },
  /** The wallet-link challenge ran out, was used, or is not this account's: ask for a new one. */
  WALLET_CHALLENGE_EXPIRED: { status: 410, key: "walletChallengeExpired" },
  /** The wallet is linked to another account. */
  WALLET_LINKED_ELSEWHERE: { status: 409, key: "walletLinkedElsewhere" },
  /** This account has a linked wallet already (data.address): unlink it first. */
  WALLET_ALREADY_LINKED: { status: 409, key: "walletAlreadyLinked" },
  /** An XRP order asked to be paid with no wallet linked to the account. */
  WALLET_NOT_LINKED: { status: 409, key: "walletNotLinked" },
  /** The operator paused wallet payments (a setting, or the payment contract's pause). */
  WALLET_PAYMENTS_PAUSED: { status: 503, key: "walletPaymentsPaused" },
  /** The linked wallet never held anything on XRPL EVM: no account there yet. */
  WALLET_NO_ACCOUNT: { status: 400, key: "walletNoAccount" },
  /** The transaction named does not pay this order (another order's, reverted, not to our contract). */
  WALLET_PAYMENT_INVALID: { status: 400, key: "walletPaymentInvalid" },
  /** The event ended more than six months ago: its attendee data is no longer the host's (§9). */
  ATTENDEE_DATA_EXPIRED: { status: 410, key: "attendeeDataExpired" },
  INTERNAL: { status: 500, key: "internal" },
  UNAVAILABLE: { status: 503, key: "unavailable" },
} as const satisfies Record<string, { status: number; key: string }>;

export type ErrorCode = keyof typeof ERRORS;
export type ErrorKey = (typeof ERRORS)[ErrorCode]["key"];

export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERRORS, value);
}

/** The body of every error answer. */
export interface ApiErrorBody {
  code: string;
  message: string;
  data?: Record<string, unknown>;
  field?: string;
}
