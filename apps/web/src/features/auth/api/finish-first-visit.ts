import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const finishFirstVisit = () => api<void>("/users/first", { method: "PUT" });

export function useFinishFirstVisit() {
  return useMutation({ mutationFn: finishFirstVisit });
}
