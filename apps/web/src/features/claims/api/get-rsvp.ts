import type { TRsvpView } from "@admit/contract/claims";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useAuthStore } from "../../../stores/auth.ts";

/**
 * GET /cltns/{id}/rsvp: the event, its places and the viewer's answer (`mine` null when signed
 * out). The screen is open to visitors: a 401 is the screen's to handle, not the global redirect.
 */
export const getRsvp = (cltnId: number, signal?: AbortSignal) =>
  api<TRsvpView>(`/cltns/${cltnId}/rsvp`, { signal, rethrow401: true });

/** Keyed by the viewer too: `mine` is theirs, and a visitor's view must not show after signing in. */
export const rsvpQueryOptions = (cltnId: number, viewer: number | null) =>
  queryOptions({
    queryKey: ["claims", "rsvp", cltnId, viewer],
    queryFn: ({ signal }) => getRsvp(cltnId, signal),
  });

export function useRsvp(cltnId: number) {
  const viewer = useAuthStore((s) => s.user?.id ?? null);
  return useQuery({ ...rsvpQueryOptions(cltnId, viewer), enabled: Number.isInteger(cltnId) && cltnId > 0 });
}
