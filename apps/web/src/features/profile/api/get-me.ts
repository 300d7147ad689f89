import type { TMe } from "@admit/contract/users";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const getMe = () => api<TMe>("/users/me");

export const meQueryOptions = () => queryOptions({ queryKey: ["users", "me"], queryFn: getMe });

export function useMe() {
  return useQuery(meQueryOptions());
}
