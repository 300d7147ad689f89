import type { TAuthCodeRequest, TSigninUser, TTwoStepChallenge } from "@admit/contract/users";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** M-W-1100 (the sign-in ended) is handled by the form, not by the global 401 handling. */
export const completeTwoStepSignIn = (body: TAuthCodeRequest) =>
  api<TSigninUser>("/users/signin/2step", { method: "POST", body, rethrow401: true });

export const resendTwoStepSignInCode = (authId: string) =>
  api<TTwoStepChallenge>("/users/signin/2step/resend", {
    method: "POST",
    body: { authId },
    rethrow401: true,
  });

export function useCompleteTwoStepSignIn() {
  return useMutation({ mutationFn: completeTwoStepSignIn });
}

export function useResendTwoStepSignInCode() {
  return useMutation({ mutationFn: resendTwoStepSignInCode });
}
