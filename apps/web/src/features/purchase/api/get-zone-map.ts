import type { TSaleZoneMap } from "@admit/contract/sale";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** Which date of which collection at which place. */
export interface SaleDate {
  placeId: number;
  cltnId: number;
  cltnTimeId: number;
}

export const getZoneMap = ({ placeId, cltnId, cltnTimeId }: SaleDate, signal?: AbortSignal) =>
  api<TSaleZoneMap>(`/discover/seats/${placeId}/zone`, { query: { cltnId, cltnTimeId }, signal });

export const zoneMapQueryOptions = (date: SaleDate) =>
  queryOptions({
    queryKey: ["purchase", "zones", date.placeId, date.cltnId, date.cltnTimeId],
    queryFn: ({ signal }) => getZoneMap(date, signal),
    staleTime: 0,
  });

/** The zones of a date: which group sells each, and how many seats are left. */
export function useZoneMap(date: SaleDate | null) {
  return useQuery({
    ...zoneMapQueryOptions(date ?? { placeId: 0, cltnId: 0, cltnTimeId: 0 }),
    enabled: date !== null,
  });
}
