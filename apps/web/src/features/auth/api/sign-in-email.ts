import type { TSigninEmailRequest, TSigninResponse } from "@admit/contract/users";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const signInEmail = (body: TSigninEmailRequest) =>
  api<TSigninResponse>("/users/signin/email", { method: "POST", body });

export function useSignInEmail() {
  return useMutation({ mutationFn: signInEmail });
}
