import type { TInvitation } from "@admit/contract/users";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const invitationsOptions = () =>
  queryOptions({ queryKey: ["users", "invite"], queryFn: () => api<TInvitation[]>("/users/invite") });

export function useInvitations() {
  return useQuery(invitationsOptions());
}

export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      api<{ email: string }>("/users/invite", { method: "POST", body: { email } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsOptions().queryKey }),
  });
}
