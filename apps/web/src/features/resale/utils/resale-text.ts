import { NOT_SELLABLE_REASONS, type NotSellableReason } from "@admit/contract/resale";
import { ApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import type { TFunction } from "../../../lib/i18n.ts";

const isReason = (value: unknown): value is NotSellableReason =>
  typeof value === "string" && (NOT_SELLABLE_REASONS as readonly string[]).includes(value);

/** Why a ticket cannot be put on sale, in a sentence. */
export const sellReasonText = (reason: NotSellableReason, t: TFunction) => t(`resale.reason.${reason}`);

/**
 * Reasons worth a line under the ticket: the others (locked, used, issuing, a send under way…)
 * already show on the card or above it.
 */
export const toldUnderTicket = (reason: NotSellableReason | null) =>
  reason === "resaleDisabled" || reason === "free" || reason === "currency" || reason === "closed";

/** A refused listing call: NOT_TRANSFERABLE says why in its data; every other error as the catalogue has it. */
export function saleErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.code === "NOT_TRANSFERABLE" && isReason(error.data?.reason))
    return sellReasonText(error.data.reason, t);
  return errorText(error, t);
}
