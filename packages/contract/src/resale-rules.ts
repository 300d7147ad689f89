/**
 * The resale cap (spec §3 maxPrice, §6 "Resale and transfer are per item"), shared by the server
 * (which refuses a listing above it) and the web (the card, the precautions sheet and the listing form
 * show it), so every screen names the same figure.
 */
import type { Currency } from "./money.ts";

/** What the ticket first cost, in minor units of its currency (null for a ticket that cost nothing). */
export interface TicketFace {
  faceValue: number | null;
  faceCurrency: Currency | null;
}

/** The collection's cap, in minor units of the collection's currency (null: no cap of its own). */
export interface CltnResaleCap {
  maxPrice: number | null;
  currency: string;
}

/**
 * The highest price a ticket may be resold for: the collection's `maxPrice` when it is in the
 * currency the ticket was bought in, never above what the ticket first cost (no resale for profit).
 * Null for a ticket that cost nothing, which cannot be resold.
 */
export function resaleCap(
  face: TicketFace,
  cltn: CltnResaleCap,
): { price: number; currency: Currency } | null {
  if (!face.faceValue || face.faceValue < 1 || !face.faceCurrency) return null;
  const own = cltn.maxPrice !== null && cltn.currency === face.faceCurrency ? cltn.maxPrice : face.faceValue;
  const price = Math.max(0, Math.min(face.faceValue, own));
  return price < 1 ? null : { price, currency: face.faceCurrency };
}
