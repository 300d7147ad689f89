import type { TApplyCan } from "@admit/contract/claims";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useAuthStore } from "../../../stores/auth.ts";

/** GET /discover/cltns/{cltnId}/apply/can: whether this account may apply now. 401 (signed out) is the screen's to handle. */
export const getApplyCan = (cltnId: number, signal?: AbortSignal) =>
  api<TApplyCan>(`/discover/cltns/${cltnId}/apply/can`, { signal, rethrow401: true });

/** Keyed by the account: another one signing in on this browser asks again. */
export const applyCanQueryOptions = (cltnId: number, viewer: number | null) =>
  queryOptions({
    queryKey: ["claims", "apply", cltnId, "can", viewer],
    queryFn: ({ signal }) => getApplyCan(cltnId, signal),
  });

export function useApplyCan(cltnId: number) {
  const viewer = useAuthStore((s) => s.user?.id ?? null);
  return useQuery({
    ...applyCanQueryOptions(cltnId, viewer),
    enabled: viewer !== null && Number.isInteger(cltnId),
  });
}
