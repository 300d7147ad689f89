import type { TDiscoverFilterOptions } from "@admit/contract/discover";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useLabelStore } from "../../../stores/label.ts";

export const listFilterOptions = (label: string | undefined, signal?: AbortSignal) =>
  api<TDiscoverFilterOptions>("/discover/cltns/filters", { query: { label }, signal });

export const filterOptionsQueryOptions = (label: string | undefined, lang: string) =>
  queryOptions({
    // The cities' names come in the reader's language.
    queryKey: ["discover", "filters", label, lang],
    queryFn: ({ signal }) => listFilterOptions(label, signal),
    staleTime: 5 * 60_000,
  });

/** The cities and categories the catalogue's filters offer (only those with events now). */
export function useFilterOptions(lang: string, enabled: boolean) {
  const label = useLabelStore((s) => s.name);
  return useQuery({ ...filterOptionsQueryOptions(label, lang), enabled });
}
