import type { TPriceQuote, TPriceQuoteRequest } from "@admit/contract/sale";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const quotePrice = (body: TPriceQuoteRequest, signal?: AbortSignal) =>
  api<TPriceQuote>("/discover/nft_groups/price", { method: "POST", body, signal });

export const priceQuoteQueryOptions = (body: TPriceQuoteRequest) =>
  queryOptions({
    queryKey: ["purchase", "quote", body],
    queryFn: ({ signal }) => quotePrice(body, signal),
    staleTime: 0,
    retry: false,
  });

/**
 * The server's price of the selection (lines, referral discount, booking fee, total): what the
 * customer pays is always this, never a sum made in the browser.
 */
export function usePriceQuote(body: TPriceQuoteRequest | null) {
  return useQuery({
    ...priceQuoteQueryOptions(body ?? { priceUnit: "KRW", nftGroupId: 0, list: [] }),
    enabled: body !== null && body.list.length > 0,
    placeholderData: keepPreviousData,
  });
}
