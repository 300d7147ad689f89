import type { TMe, TUpdateMeRequest } from "@admit/contract/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { meQueryOptions } from "../../../lib/queries/me.ts";

export const updateMe = (body: TUpdateMeRequest) => api<TMe>("/users/me", { method: "PUT", body });

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (me) => queryClient.setQueryData(meQueryOptions().queryKey, me),
  });
}
