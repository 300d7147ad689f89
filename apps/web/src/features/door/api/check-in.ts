import type { TCheckinRequest, TCheckinResponse } from "@admit/contract/nfts";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const checkIn = (body: TCheckinRequest) =>
  api<TCheckinResponse>("/host/checkin", { method: "POST", body });

export const cancelCheckIn = (historyId: number) =>
  api<{ id: number; status: string; useCnt: number }>(`/host/checkin/${historyId}/cancel`, {
    method: "POST",
  });

export function useCheckIn() {
  return useMutation({ mutationFn: checkIn });
}

export function useCancelCheckIn() {
  return useMutation({ mutationFn: cancelCheckIn });
}
