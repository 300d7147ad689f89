import type { TResetPasswordRequest } from "@admit/contract/users";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useLabelStore } from "../../../stores/label.ts";

export const requestPasswordReset = (email: string) =>
  api<void>("/users/reset/pwd/email", {
    method: "POST",
    body: { email },
    query: { wl: useLabelStore.getState().name },
  });

export const resetPassword = (body: TResetPasswordRequest) =>
  api<void>("/users/reset/pwd", { method: "PUT", body });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
