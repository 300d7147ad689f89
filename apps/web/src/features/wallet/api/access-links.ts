import type { TAccessLinkSummary, TCreatedAccessLink } from "@admit/contract/nfts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

const key = ["nfts", "access-links"];

export function useAccessLinks(enabled: boolean) {
  return useQuery({ queryKey: key, queryFn: () => api<TAccessLinkSummary[]>("/nfts/access-links"), enabled });
}

export function useCreateAccessLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nftIds: number[]) =>
      api<TCreatedAccessLink>("/nfts/access-links", { method: "POST", body: { nftIds } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useRevokeAccessLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/nfts/access-links/${id}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
