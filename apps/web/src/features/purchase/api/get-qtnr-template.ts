import type { TCltnQtnrTemplate } from "@admit/contract/sale";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const getCltnQtnrTemplate = (cltnId: number, signal?: AbortSignal) =>
  api<TCltnQtnrTemplate>(`/discover/cltns/${cltnId}/qtnr-template`, { signal });

export const cltnQtnrTemplateQueryOptions = (cltnId: number) =>
  queryOptions({
    queryKey: ["purchase", "qtnr-template", cltnId],
    queryFn: ({ signal }) => getCltnQtnrTemplate(cltnId, signal),
  });

/** The questionnaire each attendee answers for this collection (the order edit uses it too). */
export function useCltnQtnrTemplate(cltnId: number | undefined, enabled = true) {
  return useQuery({
    ...cltnQtnrTemplateQueryOptions(cltnId ?? 0),
    enabled: enabled && cltnId !== undefined && cltnId > 0,
  });
}
