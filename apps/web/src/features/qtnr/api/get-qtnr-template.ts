import type { TQtnrTemplateResponse } from "@admit/contract/nfts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const getQtnrTemplate = (id: number, signal?: AbortSignal) =>
  api<TQtnrTemplateResponse>(`/nfts/${id}/qtnr-template`, { signal });

export const qtnrTemplateQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ["nfts", "qtnr-template", id],
    queryFn: ({ signal }) => getQtnrTemplate(id, signal),
  });

/** The collection's questionnaire and the answers given before (null: never answered). 404 (4505) when not the person's. */
export function useQtnrTemplate(id: number) {
  return useQuery({ ...qtnrTemplateQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
