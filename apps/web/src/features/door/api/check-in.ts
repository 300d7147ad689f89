import type {
  TCheckinCancelResponse,
  TCheckinRequest,
  TCheckinResponse,
  TCouponUseCancelResponse,
} from "@admit/contract/nfts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { DOOR_KEY } from "./host-events.ts";

export const checkIn = (body: TCheckinRequest) =>
  api<TCheckinResponse>("/host/checkin", { method: "POST", body });

/** Undoes an admission, or a coupon redemption (their histories are separate, so is the call). */
export const cancelCheckIn = ({ historyId, kind }: Pick<TCheckinResponse, "kind"> & { historyId: number }) =>
  api<TCheckinCancelResponse | TCouponUseCancelResponse>(
    kind === "COUPON" ? `/host/checkin/coupons/${historyId}/cancel` : `/host/checkin/${historyId}/cancel`,
    { method: "POST" },
  );

/** A scan or an undo changes the door's counts, guest list and last scans: they are asked again. */
function useDoorMutation<In, Out>(mutationFn: (input: In) => Promise<Out>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DOOR_KEY }),
  });
}

export function useCheckIn() {
  return useDoorMutation(checkIn);
}

export function useCancelCheckIn() {
  return useDoorMutation(cancelCheckIn);
}
