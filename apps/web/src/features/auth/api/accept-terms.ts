import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const acceptTerms = (allowAd: boolean) =>
  api<void>("/users/terms_check", { method: "PUT", body: { allowAd } });

export function useAcceptTerms() {
  return useMutation({ mutationFn: acceptTerms });
}
