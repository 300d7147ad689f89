import { DEV_FAUCET_PATH, type TDevFaucetRequest, type TDevFaucetResponse } from "@admit/contract/dev";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api-client.ts";

/** POST /api/dev/faucet (beside the API, outside /api/v1): 100 test XRP to `address`. */
export async function requestTestXrp(address: string): Promise<TDevFaucetResponse> {
  const res = await fetch(DEV_FAUCET_PATH, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ address } satisfies TDevFaucetRequest),
  }).catch((err: Error) => {
    throw new ApiError(0, "NETWORK", err.message);
  });
  const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
  if (!res.ok)
    throw new ApiError(res.status, body.code ?? String(res.status), body.message ?? res.statusText);
  return body as TDevFaucetResponse;
}

export function useRequestTestXrp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestTestXrp,
    onSuccess: ({ address }) =>
      queryClient.invalidateQueries({ queryKey: ["test-wallet", "balance", address] }),
  });
}
