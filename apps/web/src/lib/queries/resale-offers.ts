/**
 * The public resale offers of a collection, read by the event page (discover) and the resale
 * purchase (purchase): two features, so it lives here. A listing change refreshes ["discover",
 * "resales"] (features/resale/api/listing.ts).
 */
import type { TResaleOffer } from "@admit/contract/resale";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api-client.ts";

export const getResaleOffers = (cltnId: number, signal?: AbortSignal) =>
  api<TResaleOffer[]>(`/discover/cltns/${cltnId}/resales`, { signal });

export const resaleOffersQueryOptions = (cltnId: number) =>
  queryOptions({
    queryKey: ["discover", "resales", cltnId],
    queryFn: ({ signal }) => getResaleOffers(cltnId, signal),
  });

/** Tickets of a collection on resale, cheapest first (public). */
export function useResaleOffers(cltnId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...resaleOffersQueryOptions(cltnId),
    enabled: enabled && Number.isInteger(cltnId) && cltnId > 0,
  });
}
