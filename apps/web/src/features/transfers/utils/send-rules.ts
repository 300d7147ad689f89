import {
  NOT_TRANSFERABLE_REASONS,
  type NotTransferableReason,
  SEND_CLAIM_DAYS,
  type TSendInfo,
} from "@admit/contract/transfers";
import { ApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import type { TFunction } from "../../../lib/i18n.ts";
import { emailError } from "../../../lib/validate.ts";

/** The key of what is wrong with a recipient's address (spec §5), or undefined when it may be sent to. */
export function recipientError(email: string, ownEmail: string | undefined): string | undefined {
  const invalid = emailError(email);
  if (invalid) return invalid;
  if (ownEmail && email.trim().toLowerCase() === ownEmail.trim().toLowerCase()) return "error.sendToSelf";
  return undefined;
}

const isReason = (value: unknown): value is NotTransferableReason =>
  typeof value === "string" && (NOT_TRANSFERABLE_REASONS as readonly string[]).includes(value);

/** Why a token cannot be sent, in a sentence of its own for each reason. */
export const reasonKey = (reason: NotTransferableReason) => `transfer.reason.${reason}`;

/** An error of a send: NOT_TRANSFERABLE says which reason; anything else as every error reads. */
export function sendErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.code === "NOT_TRANSFERABLE" && isReason(error.data?.reason))
    return t(reasonKey(error.data.reason));
  return errorText(error, t);
}

/** Where a send stands for its sender, as the send screen shows it. */
export type SendOutcome = "received" | "moving" | "waitingEmail" | "showCode" | "failed" | "over";

/**
 * A send is over for the sender once the token is the receiver's: DONE, or — when the sender is
 * only told by the token answering 404 (4505), no longer theirs — `handedOver`.
 */
export function sendOutcome(send: Pick<TSendInfo, "status" | "method">, handedOver: boolean): SendOutcome {
  if (handedOver) return "received";
  switch (send.status) {
    case "DONE":
      return "received";
    case "MOVING":
      return "moving";
    case "PENDING":
      return send.method === "CODE" ? "showCode" : "waitingEmail";
    case "FAILED":
      return "failed";
    case "CANCELLED":
    case "RETURNED":
      return "over";
    default: {
      const exhaustive: never = send.status;
      return exhaustive;
    }
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Until when a send started now waits: 7 days, or the doors opening first (the server's rule). */
export function claimDeadline(now: Date, closesAt: string | null): Date {
  const week = new Date(now.getTime() + SEND_CLAIM_DAYS * DAY_MS);
  if (!closesAt) return week;
  const closes = new Date(closesAt);
  return closes < week ? closes : week;
}

/** A token that is not (or no longer) the person's answers 404 with 4505, like a missing one. */
export const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;
