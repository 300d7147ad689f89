import type { TReceivePreview, TReceiveRequest, TReceiveResponse } from "@admit/contract/transfers";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/**
 * GET /nfts/receive/{code}. The receive screen is open to visitors too: a 401 means "signed out"
 * there and is handled by the screen, not by the global sign-in redirect.
 */
export const getReceivePreview = (code: string, signal?: AbortSignal) =>
  api<TReceivePreview>(`/nfts/receive/${encodeURIComponent(code)}`, { signal, rethrow401: true });

export const receivePreviewQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ["nfts", "receive", code],
    queryFn: ({ signal }) => getReceivePreview(code, signal),
    // What the code gives changes when someone accepts or the sender cancels: always ask afresh.
    staleTime: 0,
  });

export function useReceivePreview(code: string, enabled: boolean) {
  return useQuery({ ...receivePreviewQueryOptions(code), enabled });
}

/** POST /nfts/receive: the token becomes the person's (DONE) or is on its way (MOVING). */
export function useReceiveNft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api<TReceiveResponse>("/nfts/receive", { method: "POST", body: { code } satisfies TReceiveRequest }),
    // Not awaited: the person goes on to the ticket while the lists load again.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["nfts"] });
    },
  });
}
