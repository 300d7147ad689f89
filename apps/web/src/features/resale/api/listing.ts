/**
 * A token's listing (spec §4 Sale: register, cancel registration, cancel sale), read by the ticket
 * screen's sale panel, the sell screen and the listing screen. Token entries live under ["nfts"], so
 * whatever changes a token refreshes them too. The public offers of a collection, which the event
 * page and the resale purchase read, are lib/queries/resale-offers.ts.
 */
import type { TListingDetail, TSellRegistInfo } from "@admit/contract/resale";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

const validId = (id: number) => Number.isInteger(id) && id > 0;

/** Listing states that move on by themselves: the chain confirms, a buyer pays or lets go. */
const MOVING = new Set(["REGISTERING", "RESERVED"]);

export const getSellRegist = (id: number, signal?: AbortSignal) =>
  api<TSellRegistInfo>(`/nfts/${id}/sell/regist`, { signal });

export const sellRegistQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ["nfts", "sell-regist", id],
    queryFn: ({ signal }) => getSellRegist(id, signal),
  });

/**
 * Whether the token may be listed, up to what price, and the listing under way. With `pollMs` it
 * is asked again while the listing is on its way to the chain or held by a paying buyer.
 */
export function useSellRegist(
  id: number,
  { enabled = true, pollMs }: { enabled?: boolean; pollMs?: number } = {},
) {
  return useQuery({
    ...sellRegistQueryOptions(id),
    enabled: enabled && validId(id),
    refetchInterval: (query) => {
      const status = query.state.data?.listing?.status;
      return pollMs && status && MOVING.has(status) && query.state.status !== "error" ? pollMs : false;
    },
  });
}

export const getListing = (id: number, signal?: AbortSignal) =>
  api<TListingDetail>(`/nfts/${id}/sell/detail`, { signal });

export const listingQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ["nfts", "listing", id],
    queryFn: ({ signal }) => getListing(id, signal),
  });

/** The listing of a token with what it is for (`/nft/sales/{id}`); polled while it moves on by itself. */
export function useListing(id: number, { pollMs }: { pollMs?: number } = {}) {
  return useQuery({
    ...listingQueryOptions(id),
    enabled: validId(id),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return pollMs && status && MOVING.has(status) && query.state.status !== "error" ? pollMs : false;
    },
  });
}

/** Every view of the token changes with its listing: its card, the list, the listing, the sales. */
function useListingMutation<TInput>(call: (input: TInput) => Promise<TListingDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (listing) => {
      queryClient.setQueryData(listingQueryOptions(listing.nftId).queryKey, listing);
      void queryClient.invalidateQueries({ queryKey: ["nfts"] });
      void queryClient.invalidateQueries({ queryKey: ["discover", "resales"] });
    },
  });
}

/** Puts a token on sale at a price (minor units); on a failed registration the same call tries again. */
export function useRegisterSale() {
  return useListingMutation(({ id, price }: { id: number; price: number }) =>
    api<TListingDetail>(`/nfts/${id}/sell/regist`, { method: "POST", body: { price } }),
  );
}

/** Calls off a failed registration: the ticket is ACTIVE again. */
export function useCancelRegistration() {
  return useListingMutation((id: number) =>
    api<TListingDetail>(`/nfts/${id}/sell/regist/cancel`, { method: "POST" }),
  );
}

/** Changes the price of a listing (409 LISTING_RESERVED while a buyer pays). */
export function useChangePrice() {
  return useListingMutation(({ id, price }: { id: number; price: number }) =>
    api<TListingDetail>(`/nfts/${id}/sell`, { method: "PUT", body: { price } }),
  );
}

/** Takes a listing off sale: the ticket comes back (409 LISTING_RESERVED while a buyer pays). */
export function useWithdrawSale() {
  return useListingMutation((id: number) =>
    api<TListingDetail>(`/nfts/${id}/sell/cancel`, { method: "POST" }),
  );
}
