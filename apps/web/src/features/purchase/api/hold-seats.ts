import type { TSeatReserveRequest, TSeatReserveResponse } from "@admit/contract/sale";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** PUT /discover/seats/reserve: holds exactly these seats (the first hold issues the seatReqId). */
export const holdSeats = (body: TSeatReserveRequest) =>
  api<TSeatReserveResponse>("/discover/seats/reserve", { method: "PUT", body });

export function useHoldSeats() {
  return useMutation({ mutationFn: holdSeats });
}
