import type { TDiscoverCltnDetail } from "@admit/contract/discover";
import type { Language } from "@admit/contract/i18n";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const getPayCltn = (id: number, lang: Language, signal?: AbortSignal) =>
  api<TDiscoverCltnDetail>(`/discover/cltns/${id}`, { query: { lang }, signal });

export const payCltnQueryOptions = (id: number, lang: Language) =>
  queryOptions({
    queryKey: ["purchase", "cltn", id, lang],
    queryFn: ({ signal }) => getPayCltn(id, lang, signal),
  });

/** The collection being bought: its dates, plan, currency and whether it seats or asks attendees. */
export function usePayCltn(id: number, lang: Language) {
  return useQuery({ ...payCltnQueryOptions(id, lang), enabled: Number.isInteger(id) && id > 0 });
}
