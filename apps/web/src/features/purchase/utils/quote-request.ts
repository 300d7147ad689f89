import type { TPriceQuoteRequest } from "@admit/contract/sale";
import { flowOf, type OrderData, selectedGroup } from "../stores/order-store.ts";
import { groupCurrency } from "./currency.ts";
import { quoteList, seatCounts } from "./price-counts.ts";

/** The price call for the order as it stands, with the referral code it was quoted with. */
export function quoteRequest(order: OrderData): TPriceQuoteRequest | null {
  const group = selectedGroup(order);
  if (!group || !order.cltn || !order.crcy) return null;
  const currency = groupCurrency(group.priceList, order.crcy, order.cltn.currency);
  if (!currency) return null;
  const prices = group.priceList.filter((p) => p.currency === currency);
  const counts = flowOf(order).seated ? seatCounts(order.seatList) : order.ticket.selectList;
  return {
    priceUnit: currency,
    nftGroupId: group.id,
    list: quoteList(counts, prices),
    ...(order.refCode ? { refCode: order.refCode } : {}),
  };
}
