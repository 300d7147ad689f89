import { queryOptions, useQuery } from "@tanstack/react-query";
import { chainRpc } from "../../../lib/wallet/dev-chain.ts";

/** The account's XRP on the embedded chain, in wei (eth_getBalance), kept fresh while the page is open. */
export const balanceQueryOptions = (rpcPath: string, address: string) =>
  queryOptions({
    queryKey: ["test-wallet", "balance", address],
    queryFn: async () => BigInt(await chainRpc<string>(rpcPath, "eth_getBalance", [address, "latest"])),
    refetchInterval: 4000,
  });

export function useBalance(rpcPath: string, address: string) {
  return useQuery(balanceQueryOptions(rpcPath, address));
}
