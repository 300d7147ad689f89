import type { TResaleBreakdown } from "@admit/contract/resale";

export type BreakdownPart = "price" | "royalty" | "fee" | "net";

export interface BreakdownRow {
  part: BreakdownPart;
  amount: number;
  /** The share of the price, for the royalty and the fee. */
  percent?: number;
}

/**
 * The lines of a price's split as the seller reads them: what the buyer pays, what goes to the
 * host and to the platform, and what is left. A part of 0 % is left out (a host without royalty).
 */
export function breakdownRows(b: Omit<TResaleBreakdown, "currency">): BreakdownRow[] {
  const rows: BreakdownRow[] = [{ part: "price", amount: b.price }];
  if (b.royaltyPercent > 0) rows.push({ part: "royalty", amount: b.royalty, percent: b.royaltyPercent });
  if (b.feePercent > 0) rows.push({ part: "fee", amount: b.fee, percent: b.feePercent });
  rows.push({ part: "net", amount: b.net });
  return rows;
}
