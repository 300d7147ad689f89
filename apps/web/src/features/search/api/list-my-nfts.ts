import type { TNftList, TNftListItem } from "@admit/contract/nfts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { collectPages } from "../utils/collect-pages.ts";

/** The search looks through at most this many tokens, the newest. */
export const SEARCH_MAX_NFTS = 2000;
const PAGE_SIZE = 100;

export const listMyNfts = (signal?: AbortSignal): Promise<{ items: TNftListItem[]; capped: boolean }> =>
  collectPages(
    (cursor) =>
      api<TNftList>("/nfts", {
        query: { type: "all", status: "all", sort: "newest", limit: PAGE_SIZE, cursor },
        signal,
      }),
    SEARCH_MAX_NFTS,
  );

export const myNftsQueryOptions = () =>
  queryOptions({ queryKey: ["nfts", "search-all"], queryFn: ({ signal }) => listMyNfts(signal) });

/** Every token the person holds, whatever its status, loaded once so typing filters without a call. */
export function useMyNfts() {
  return useQuery(myNftsQueryOptions());
}
