/**
 * Token calls that several features read (the card, the questionnaire, the attendee tab): one
 * fetcher and one cache entry each, so saving in one refreshes the others.
 */
import type { TNftDetail, TQtnrTemplateResponse } from "@admit/contract/nfts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api-client.ts";

const validId = (id: number) => Number.isInteger(id) && id > 0;

export const getNft = (id: number, signal?: AbortSignal) => api<TNftDetail>(`/nfts/${id}`, { signal });

export const nftQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ["nfts", "detail", id],
    queryFn: ({ signal }) => getNft(id, signal),
  });

/** One card, front and back. Another person's token answers 404 (code 4505) like a missing one. */
export function useNft(id: number) {
  return useQuery({ ...nftQueryOptions(id), enabled: validId(id) });
}

/** `rethrow401`: a viewer who may not be signed in (an access link) is not sent to sign in. */
export const getQtnrTemplate = (id: number, signal?: AbortSignal, options: { rethrow401?: boolean } = {}) =>
  api<TQtnrTemplateResponse>(`/nfts/${id}/qtnr-template`, { signal, ...options });

export const qtnrTemplateQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ["nfts", "qtnr-template", id],
    queryFn: ({ signal }) => getQtnrTemplate(id, signal),
  });

/** The collection's questionnaire and the answers given before (null: never answered). 404 (4505) when not the person's. */
export function useQtnrTemplate(id: number) {
  return useQuery({ ...qtnrTemplateQueryOptions(id), enabled: validId(id) });
}
