import type { TMyCltn } from "@admit/contract/nfts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export interface MyCltnFilter {
  type: "all" | "TICKET" | "MEMBERSHIP";
  sort: "newest" | "oldest";
}

/** 'My event': GET /cltns, the collections the person holds tokens of, counted by the server. */
export function useMyCltns(filter: MyCltnFilter, enabled: boolean) {
  return useQuery({
    queryKey: ["nfts", "cltns", filter],
    queryFn: ({ signal }) => api<TMyCltn[]>("/cltns", { query: { ...filter }, signal }),
    enabled,
  });
}
