import type { TSaleSeatMap } from "@admit/contract/sale";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import type { SaleDate } from "./get-zone-map.ts";

export type ZoneOfDate = SaleDate & { zoneId: number };

export const getSeatMap = (zone: ZoneOfDate, signal?: AbortSignal) =>
  api<TSaleSeatMap>(`/discover/seats/${zone.placeId}`, {
    query: { cltnId: zone.cltnId, cltnTimeId: zone.cltnTimeId, parentId: zone.zoneId },
    signal,
  });

export const seatMapQueryOptions = (zone: ZoneOfDate) =>
  queryOptions({
    queryKey: ["purchase", "seats", zone.placeId, zone.cltnId, zone.cltnTimeId, zone.zoneId],
    queryFn: ({ signal }) => getSeatMap(zone, signal),
    staleTime: 0,
  });

/** One zone's seats and their states (MINE: this customer's hold), kept current while open. */
export function useSeatMap(zone: ZoneOfDate | null) {
  return useQuery({
    ...seatMapQueryOptions(zone ?? { placeId: 0, cltnId: 0, cltnTimeId: 0, zoneId: 0 }),
    enabled: zone !== null,
    refetchInterval: 20_000,
  });
}
