import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const resendVerification = (email: string) =>
  api<void>("/users/resend/email/verify", { method: "POST", body: { email } });

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
