import type { TChangePasswordRequest } from "@admit/contract/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { meQueryOptions } from "../../../lib/queries/me.ts";

export const changePassword = (body: TChangePasswordRequest) =>
  api<void>("/users/pwd", { method: "PUT", body });

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
  });
}
