import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /discover/payment/valid: can these counts be bought now (MAX_COUNT, NOT_ENOUGH_TICKETS, PURCHASE_LIMIT)? */
export const validatePurchase = (list: { id: number; count: number }[]) =>
  api<{ ok: true }>("/discover/payment/valid", { method: "POST", body: list });

export function useValidatePurchase() {
  return useMutation({ mutationFn: validatePurchase });
}
