import type {
  TCheckinCancelResponse,
  TCheckinRequest,
  TCheckinResponse,
  TCouponUseCancelResponse,
} from "@admit/contract/nfts";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const checkIn = (body: TCheckinRequest) =>
  api<TCheckinResponse>("/host/checkin", { method: "POST", body });

/** Undoes an admission, or a coupon redemption (their histories are separate, so is the call). */
export const cancelCheckIn = ({ historyId, kind }: Pick<TCheckinResponse, "kind"> & { historyId: number }) =>
  api<TCheckinCancelResponse | TCouponUseCancelResponse>(
    kind === "COUPON" ? `/host/checkin/coupons/${historyId}/cancel` : `/host/checkin/${historyId}/cancel`,
    { method: "POST" },
  );

export function useCheckIn() {
  return useMutation({ mutationFn: checkIn });
}

export function useCancelCheckIn() {
  return useMutation({ mutationFn: cancelCheckIn });
}
