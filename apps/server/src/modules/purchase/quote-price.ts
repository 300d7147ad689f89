import type { Language } from "@admit/contract/i18n";
import { LIMITS } from "@admit/contract/limits";
import type { Currency } from "@admit/contract/money";
import { inLanguage, type TLocalTexts } from "@admit/contract/organiser-texts";
import type { OrderLine, OrderTaxItem, TPriceQuote, TPriceQuoteRequest } from "@admit/contract/sale";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { nftGroupPrices } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { refuseUnderAge } from "../identity/identity-checks.ts";
import { findReferralCode } from "../nfts/questionnaire.ts";
import { loadSaleGroup, type SaleGroup } from "./sale-group.ts";

export interface PriceSelection {
  priceUnit: Currency;
  list: { id: number; count: number; price: number }[];
  refCode?: string | undefined;
}

export interface Quote extends TPriceQuote {
  orderLines: OrderLine[];
  bookingFee: number;
  affiliate: string | null;
  /** Each line's price name in other languages, by price id: the lines keep the organiser's own. */
  priceNames: Map<number, TLocalTexts>;
}

/**
 * The server's own price of a selection: every line from the group's current prices in the
 * currency — a price the customer saw that has changed or gone since is PRODUCT_INFO_EXPIRED —,
 * a referral code's discount (VALIDATION valid.refCode when it is not one), and the booking fee
 * per ticket as the platform tax item. The client's numbers are never used for the amount.
 */
export async function quotePrice(db: Db, sale: SaleGroup, selection: PriceSelection): Promise<Quote> {
  const currency = selection.priceUnit;
  const prices = await db
    .select()
    .from(nftGroupPrices)
    .where(and(eq(nftGroupPrices.nftGroupId, sale.group.id), eq(nftGroupPrices.currency, currency)));
  const byId = new Map(prices.map((p) => [p.id, p]));
  const merged = new Map<number, number>();
  for (const item of selection.list) {
    const current = byId.get(item.id);
    if (!current || current.price !== item.price)
      throw new AppError("PRODUCT_INFO_EXPIRED", { data: { priceId: item.id } });
    merged.set(item.id, (merged.get(item.id) ?? 0) + item.count);
  }
  const orderLines: OrderLine[] = [...merged].map(([id, count]) => {
    const p = byId.get(id) as (typeof prices)[number];
    return { priceId: id, name: p.name, unitPrice: p.price, count, seatIds: [] };
  });
  const ticketCount = orderLines.reduce((n, l) => n + l.count, 0);
  const subtotal = orderLines.reduce((n, l) => n + l.unitPrice * l.count, 0);

  let discount = 0;
  let refCode: string | null = null;
  let affiliate: string | null = null;
  const code = selection.refCode?.trim();
  if (code) {
    const ref = await findReferralCode(db, sale.cltn.id, code, [sale.group.id]);
    if (!ref)
      throw new AppError("VALIDATION", { field: "refCode", data: { fields: { refCode: "valid.refCode" } } });
    refCode = ref.code;
    affiliate = ref.affiliate;
    discount = Math.floor((subtotal * ref.discountRate) / 100);
  }
  const bookingFee = (sale.cltn.bookingFees[currency] ?? 0) * ticketCount;
  const taxItems: OrderTaxItem[] = bookingFee > 0 ? [{ type: "platform", amount: bookingFee }] : [];
  const total = subtotal - discount + bookingFee;
  if (total > LIMITS.maxMoney) throw new AppError("VALIDATION", { data: { reason: "amount-too-large" } });
  return {
    currency,
    lines: orderLines.map((l) => ({
      priceId: l.priceId,
      name: l.name,
      unitPrice: l.unitPrice,
      count: l.count,
      amount: l.unitPrice * l.count,
    })),
    subtotal,
    discount,
    taxItems,
    total,
    ticketCount,
    refCode,
    orderLines,
    bookingFee,
    affiliate,
    priceNames: new Map(prices.map((p) => [p.id, p.names])),
  };
}

/**
 * The answer of POST /discover/nft_groups/price: the quote without the server's bookkeeping, its
 * lines named in `lang` ("일반 × 1").
 */
export const publicQuote = (
  { orderLines: _l, bookingFee: _b, affiliate: _a, priceNames, ...quote }: Quote,
  lang: Language,
): TPriceQuote => ({
  ...quote,
  lines: quote.lines.map((l) => ({ ...l, name: inLanguage(priceNames.get(l.priceId), lang, l.name) })),
});

/**
 * POST /discover/nft_groups/price for a visitor or `userId`: an adult event refuses a customer
 * verified under age (UNDER_AGE), as every step of the purchase does.
 */
export async function quoteFor(
  db: Db,
  userId: number | undefined,
  request: TPriceQuoteRequest,
  lang: Language,
) {
  const sale = await loadSaleGroup(db, request.nftGroupId);
  if (sale.cltn.isAdult) await refuseUnderAge(db, userId, sale.cltn.timeZone);
  return publicQuote(await quotePrice(db, sale, request), lang);
}
