import type { TDraw } from "@admit/contract/claims";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** GET /discover/cltns/{cltnId}/apply/draw (public): the draw as far as it is published. */
export const getDraw = (cltnId: number, signal?: AbortSignal) =>
  api<TDraw>(`/discover/cltns/${cltnId}/apply/draw`, { signal });

export const drawQueryOptions = (cltnId: number) =>
  queryOptions({
    queryKey: ["claims", "apply", cltnId, "draw"],
    queryFn: ({ signal }) => getDraw(cltnId, signal),
  });

export function useDraw(cltnId: number, enabled: boolean) {
  return useQuery({ ...drawQueryOptions(cltnId), enabled });
}
