/**
 * Sending and receiving tokens (spec §4 Send; §7 GET/POST /nfts/{id}/send, PUT /nfts/{id}/send/cancel,
 * POST /nfts/{id}/resend, POST /nfts/receive). A send is addressed to an e-mail (a member receives at
 * once, anyone else gets a claim link) or to whoever is shown its code (a QR to scan).
 */
import { z } from "zod";
import { CLTN_TYPES } from "./enums.ts";

/** How long a send nobody claimed waits before the token returns to its sender (or the doors open first). */
export const SEND_CLAIM_DAYS = 7;
/** Sends one account may start in 24 hours (a claim mail must not become a spam relay). */
export const SENDS_PER_DAY = 10;
/** A receive code: T and nine characters of an alphabet without look-alikes (typed by hand as the fallback). */
export const RECEIVE_CODE_PATTERN = /^T[2-9A-HJ-NP-Z]{9}$/;
/** Reads a receive code out of what a camera or a person gave: the code itself or a `/receive/{code}` link. */
export function receiveCodeOf(text: string): string | undefined {
  const trimmed = text.trim();
  const fromUrl = /\/receive\/([^/?#\s]+)/.exec(trimmed)?.[1];
  const code = (fromUrl ?? trimmed).toUpperCase();
  return RECEIVE_CODE_PATTERN.test(code) ? code : undefined;
}

export const TRANSFER_STATUSES = [
  /** Waiting for the receiver (a claim link or a shown code). */
  "PENDING",
  /** The receiver is known; the token's move is on its way to the chain. */
  "MOVING",
  "DONE",
  /** The chain refused the move: the sender may retry or cancel. */
  "FAILED",
  "CANCELLED",
  /** Nobody claimed it in time (7 days, or the doors opened): the token went back to its sender. */
  "RETURNED",
] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** Why a token cannot be sent (or listed) now: NOT_TRANSFERABLE's `data.reason`. */
export const NOT_TRANSFERABLE_REASONS = [
  /** The collection does not allow transfers (`transferYn` false). */
  "disabled",
  "locked",
  "used",
  "expired",
  "listed",
  "questionnaire",
  "sending",
  "issuing",
  /** Sends and listings closed: the doors opened (or the collection closed them earlier). */
  "closed",
] as const;
export type NotTransferableReason = (typeof NOT_TRANSFERABLE_REASONS)[number];

/** POST /nfts/{id}/send: an e-mail, or nothing (no body, or `{}`) for a code to show. */
export const ZSendRequest = z.object({
  email: z.string().trim().toLowerCase().min(1, "valid.required").max(254).email("valid.email").optional(),
});
export type TSendRequest = z.input<typeof ZSendRequest>;

export const ZSendInfo = z.object({
  id: z.number().int(),
  nftId: z.number().int(),
  status: z.enum(TRANSFER_STATUSES),
  method: z.enum(["EMAIL", "CODE"]),
  /** The address it was sent to (EMAIL). */
  email: z.string().nullable(),
  /** The member who received it (or is receiving it). */
  receiverName: z.string().nullable(),
  /** The code and its link, for the sender to show (CODE). */
  code: z.string().nullable(),
  claimUrl: z.string().nullable(),
  /** When an unclaimed send returns to the sender. */
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type TSendInfo = z.infer<typeof ZSendInfo>;

/** GET /nfts/{id}/send: the send under way (or null), and whether a new one may start. */
export const ZSendState = z.object({
  send: ZSendInfo.nullable(),
  canSend: z.boolean(),
  reason: z.enum(NOT_TRANSFERABLE_REASONS).nullable(),
  /** When sends close (the doors open, or the collection's earlier close); null when they never do. */
  closesAt: z.string().nullable(),
  perDay: z.number().int(),
  leftToday: z.number().int(),
});
export type TSendState = z.infer<typeof ZSendState>;

/** POST /nfts/receive: the code (1000 when missing). */
export const ZReceiveRequest = z.object({ code: z.string().trim().max(200).optional() });
export type TReceiveRequest = z.input<typeof ZReceiveRequest>;
export const ZReceiveCodeParams = z.object({ code: z.string().trim().min(1).max(200) });

/** GET /nfts/receive/{code}: what the code gives, before it is accepted (a call the spec leaves to us). */
export const ZReceivePreview = z.object({
  code: z.string(),
  status: z.enum(TRANSFER_STATUSES),
  /** Whether the signed-in person may accept it now (and why not). */
  canReceive: z.boolean(),
  reason: z.enum(["own", "received", "otherAddress", "expired", "taken"]).nullable(),
  /** The send was addressed to an e-mail: the person must sign in with it (shown masked). */
  addressedTo: z.string().nullable(),
  expiresAt: z.string(),
  sender: z.object({ name: z.string(), profileImg: z.string().nullable() }),
  nft: z.object({
    name: z.string(),
    cltnName: z.string(),
    cltnType: z.enum(CLTN_TYPES),
    image: z.string(),
    color: z.string(),
    brandName: z.string(),
    startDate: z.string().nullable(),
    timeZone: z.string(),
    seat: z.string().nullable(),
    groupCount: z.number().int(),
  }),
});
export type TReceivePreview = z.infer<typeof ZReceivePreview>;

/** POST /nfts/receive: the token now on its way to the receiver (DONE once the chain confirmed). */
export const ZReceiveResponse = z.object({
  nftId: z.number().int(),
  transferId: z.number().int(),
  status: z.enum(TRANSFER_STATUSES),
});
export type TReceiveResponse = z.infer<typeof ZReceiveResponse>;
