import type { TSignupEmailRequest } from "@admit/contract/users";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const signUpEmail = (body: TSignupEmailRequest) =>
  api<{ email: string }>("/users/signup/email", { method: "POST", body });

export function useSignUpEmail() {
  return useMutation({ mutationFn: signUpEmail });
}
