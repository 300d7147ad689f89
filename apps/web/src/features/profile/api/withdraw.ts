import type { TWithdrawCheck, TWithdrawRequest } from "@admit/contract/users";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const withdrawCheckOptions = () =>
  queryOptions({
    queryKey: ["users", "withdraw", "can"],
    queryFn: () => api<TWithdrawCheck>("/users/withdraw/can"),
    staleTime: 0,
  });

export function useWithdrawCheck(enabled: boolean) {
  return useQuery({ ...withdrawCheckOptions(), enabled });
}

export const withdraw = (body: TWithdrawRequest) => api<void>("/users/withdraw", { method: "POST", body });

export function useWithdraw() {
  return useMutation({ mutationFn: withdraw });
}
