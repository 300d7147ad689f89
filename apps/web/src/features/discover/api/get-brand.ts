import type { TDiscoverBrand } from "@admit/contract/discover";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const getBrand = (id: number, signal?: AbortSignal) =>
  api<TDiscoverBrand>(`/discover/brands/${id}`, { signal });

export const brandQueryOptions = (id: number) =>
  queryOptions({ queryKey: ["discover", "brand", id], queryFn: ({ signal }) => getBrand(id, signal) });

/** A brand's profile: name, description, images. */
export function useBrand(id: number) {
  return useQuery({ ...brandQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
