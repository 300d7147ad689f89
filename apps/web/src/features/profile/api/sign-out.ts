import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const signOut = () => api<void>("/users/signout", { method: "POST" });

export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}
