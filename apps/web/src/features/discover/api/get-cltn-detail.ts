import type { TDiscoverCltnDetail } from "@admit/contract/discover";
import type { Language } from "@admit/contract/i18n";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const getCltnDetail = (id: number, lang: Language, signal?: AbortSignal) =>
  api<TDiscoverCltnDetail>(`/discover/cltns/${id}`, { query: { lang }, signal });

export const cltnDetailQueryOptions = (id: number, lang: Language) =>
  queryOptions({
    queryKey: ["discover", "cltn", id, lang],
    queryFn: ({ signal }) => getCltnDetail(id, lang, signal),
  });

/** A collection's detail page, its text in the interface language when the host wrote one. */
export function useCltnDetail(id: number, lang: Language) {
  return useQuery({ ...cltnDetailQueryOptions(id, lang), enabled: Number.isInteger(id) && id > 0 });
}
