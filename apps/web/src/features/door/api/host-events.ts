import type {
  TDoorScanList,
  TGuestList,
  TGuestQuery,
  THostEvent,
  THostEventList,
  TManualAdmitRequest,
} from "@admit/contract/door";
import type { TCheckinResponse } from "@admit/contract/nfts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** The door's figures are live: every screen of it asks again this often while it is open. */
export const DOOR_POLL_MS = 5000;

/** Every query of the door starts with this key: an admission anywhere refreshes them all. */
export const DOOR_KEY = ["host", "door"] as const;

export function useHostEvents() {
  return useQuery({
    queryKey: [...DOOR_KEY, "events"],
    queryFn: ({ signal }) => api<THostEventList>("/host/events", { signal }),
    refetchInterval: DOOR_POLL_MS,
  });
}

export function useHostEvent(timeId: number | undefined) {
  return useQuery({
    queryKey: [...DOOR_KEY, "event", timeId],
    queryFn: ({ signal }) => api<THostEvent>(`/host/events/${timeId}`, { signal }),
    enabled: timeId !== undefined,
    refetchInterval: DOOR_POLL_MS,
  });
}

/** The guest list of a search: the last answer stays on screen while the next is asked. */
export function useGuests(timeId: number, query: Required<TGuestQuery>) {
  return useQuery({
    queryKey: [...DOOR_KEY, "guests", timeId, query],
    queryFn: ({ signal }) =>
      api<TGuestList>(
        `/host/events/${timeId}/guests?${new URLSearchParams({ q: query.q, filter: query.filter })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
    refetchInterval: DOOR_POLL_MS,
    retry: false,
  });
}

export function useRecentScans(timeId: number) {
  return useQuery({
    queryKey: [...DOOR_KEY, "scans", timeId],
    queryFn: ({ signal }) => api<TDoorScanList>(`/host/events/${timeId}/scans`, { signal }),
    refetchInterval: DOOR_POLL_MS,
    retry: false,
  });
}

/** Lets a guest in from the list; the counts, the list and the scans follow at once. */
export function useAdmitByHand(timeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ nftId, ...body }: TManualAdmitRequest & { nftId: number }) =>
      api<TCheckinResponse>(`/host/events/${timeId}/guests/${nftId}/admit`, { method: "POST", body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DOOR_KEY }),
  });
}
