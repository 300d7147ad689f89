import type { TMe } from "@admit/contract/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { meQueryOptions } from "../../../lib/queries/me.ts";

export const uploadProfileImage = (file: File) => {
  const form = new FormData();
  form.append("image", file);
  return api<TMe>("/users/profile-img", { method: "PUT", body: form });
};

export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfileImage,
    onSuccess: (me) => queryClient.setQueryData(meQueryOptions().queryKey, me),
  });
}
