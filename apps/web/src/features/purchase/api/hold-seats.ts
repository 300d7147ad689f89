import type { TSeatReserveRequest, TSeatReserveResponse } from "@admit/contract/sale";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** PUT /discover/seats/reserve: holds exactly these seats (the first hold issues the seatReqId). */
export const holdSeats = (body: TSeatReserveRequest) =>
  api<TSeatReserveResponse>("/discover/seats/reserve", { method: "PUT", body });

/** A hold changes the maps whether it took the seats or found them taken: they are read again. */
export function useHoldSeats() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: holdSeats,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ["purchase", "seats"] });
      void queryClient.invalidateQueries({ queryKey: ["purchase", "zones"] });
    },
  });
}
