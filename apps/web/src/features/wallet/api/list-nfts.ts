import type { TNftList, TNftListQuery } from "@admit/contract/nfts";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export type NftListFilter = Required<Pick<TNftListQuery, "type" | "status" | "sort">>;

const PAGE_SIZE = 30;

/** Home's list leaves the cards that need their holder to the strip above it (wallet-highlights.ts). */
export const listNfts = (filter: NftListFilter, cursor: number | undefined, signal?: AbortSignal) =>
  api<TNftList>("/nfts", { query: { ...filter, cursor, limit: PAGE_SIZE, except: "attention" }, signal });

export const nftListQueryOptions = (filter: NftListFilter) =>
  infiniteQueryOptions({
    queryKey: ["nfts", "list", filter],
    queryFn: ({ pageParam, signal }) => listNfts(filter, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The home list, without the attention strip's cards, a page of 30 at a time through the cursor (the last id seen). */
export function useNftList(filter: NftListFilter, enabled = true) {
  return useInfiniteQuery({ ...nftListQueryOptions(filter), enabled });
}
