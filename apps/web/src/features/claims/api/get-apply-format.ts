import type { TApplyFormat } from "@admit/contract/claims";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** GET /discover/cltns/{cltnId}/apply/format (public): the host's form and the draw's calendar; 1003 when it is no lottery. */
export const getApplyFormat = (cltnId: number, signal?: AbortSignal) =>
  api<TApplyFormat>(`/discover/cltns/${cltnId}/apply/format`, { signal });

export const applyFormatQueryOptions = (cltnId: number) =>
  queryOptions({
    queryKey: ["claims", "apply", cltnId, "format"],
    queryFn: ({ signal }) => getApplyFormat(cltnId, signal),
  });

export function useApplyFormat(cltnId: number) {
  return useQuery({ ...applyFormatQueryOptions(cltnId), enabled: Number.isInteger(cltnId) && cltnId > 0 });
}
