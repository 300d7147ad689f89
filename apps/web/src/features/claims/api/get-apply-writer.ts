import type { TApplyWriter } from "@admit/contract/claims";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, api } from "../../../lib/api-client.ts";
import { useAuthStore } from "../../../stores/auth.ts";

/** GET /discover/cltns/{cltnId}/apply/writer: what this account sent and its result; null when it did not apply (3105). */
export async function getApplyWriter(cltnId: number, signal?: AbortSignal): Promise<TApplyWriter | null> {
  try {
    return await api<TApplyWriter>(`/discover/cltns/${cltnId}/apply/writer`, { signal, rethrow401: true });
  } catch (err) {
    if (err instanceof ApiError && err.code === "3105") return null;
    throw err;
  }
}

/** Keyed by the account, as `apply/can` is. */
export const applyWriterQueryOptions = (cltnId: number, viewer: number | null) =>
  queryOptions({
    queryKey: ["claims", "apply", cltnId, "writer", viewer],
    queryFn: ({ signal }) => getApplyWriter(cltnId, signal),
  });

/** Asked only once `apply/can` says this account applied (false: only what is cached). */
export function useApplyWriter(cltnId: number, applied: boolean) {
  const viewer = useAuthStore((s) => s.user?.id ?? null);
  return useQuery({ ...applyWriterQueryOptions(cltnId, viewer), enabled: applied && viewer !== null });
}
