import { queryOptions, useQuery } from "@tanstack/react-query";
import { getDevChain } from "../../../lib/wallet/dev-chain.ts";

/** The development chain of this server, or null (production, a real network: no test wallet). */
export function useDevChain() {
  return useQuery(
    queryOptions({ queryKey: ["dev", "chain"], queryFn: getDevChain, staleTime: Number.POSITIVE_INFINITY }),
  );
}
