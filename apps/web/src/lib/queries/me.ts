import type { TMe } from "@admit/contract/users";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api-client.ts";

export const getMe = () => api<TMe>("/users/me");

export const meQueryOptions = () => queryOptions({ queryKey: ["users", "me"], queryFn: getMe });

/** The signed-in person's account: the profile screens, and the send screen (not to one's own e-mail). */
export function useMe() {
  return useQuery(meQueryOptions());
}
