import type { NotSellableReason } from "@admit/contract/resale";
import { resaleCap } from "@admit/contract/resale-rules";
import type { cltns, nfts } from "../../db/schema/index.ts";
import { type MovableRow, moveBlockedReason } from "../../policies/may-move-token.ts";

/** What deciding a listing reads of a token. */
export interface SellableRow extends MovableRow {
  nft: MovableRow["nft"] & Pick<typeof nfts.$inferSelect, "faceValue" | "faceCurrency">;
  cltn: MovableRow["cltn"] & Pick<typeof cltns.$inferSelect, "sellYn" | "maxPrice" | "royalty" | "currency">;
}

/** The highest price the token may be listed for (`resaleCap`, as every screen shows it); 0 for a ticket that cost nothing. */
export function priceCapOf(row: SellableRow): number {
  return resaleCap(row.nft, row.cltn)?.price ?? 0;
}

/**
 * Why the holder may not list the token now, or null: the rules of any move (policies/may-move-token),
 * then those of a sale — the collection allows resale (`sellYn`), the ticket cost something, and
 * the payment provider takes its currency (Toss: KRW only).
 */
export function sellBlockedReason(
  row: SellableRow,
  provider: "sandbox" | "toss" | "wallet",
  now = new Date(),
): NotSellableReason | null {
  if (!row.cltn.sellYn) return "resaleDisabled";
  const moving = moveBlockedReason({ ...row, cltn: { ...row.cltn, transferYn: true } }, now);
  if (moving) return moving;
  if (!row.nft.faceValue || !row.nft.faceCurrency || priceCapOf(row) < 1) return "free";
  if (provider === "toss" && row.nft.faceCurrency !== "KRW") return "currency";
  return null;
}
