import type { TAuthCodeRequest, TTwoStepChallenge } from "@admit/contract/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { meQueryOptions } from "../../../lib/queries/me.ts";

export const requestTwoStepChange = (useAuth: boolean) =>
  api<TTwoStepChallenge>("/users/auth/2step/code", { method: "POST", body: { useAuth } });

export const confirmTwoStepChange = (body: TAuthCodeRequest) =>
  api<{ useAuth: boolean }>("/users/auth/2step", { method: "PUT", body });

export function useRequestTwoStepChange() {
  return useMutation({ mutationFn: requestTwoStepChange });
}

export function useConfirmTwoStepChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoStepChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
  });
}
