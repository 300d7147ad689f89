import type { TApplyCan, TApplyWriter } from "@admit/contract/claims";
import type { QtnrAnswers } from "@admit/contract/qtnr-rules";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useAuthStore } from "../../../stores/auth.ts";
import { applyCanQueryOptions } from "./get-apply-can.ts";
import { applyWriterQueryOptions } from "./get-apply-writer.ts";

export interface ApplicationInput {
  cltnId: number;
  /** New (POST) or a change of the application sent before (PUT). */
  edit: boolean;
  answers: QtnrAnswers;
  /** Pictures added now. */
  images: File[];
  /** Edit: the pictures sent before that stay. */
  keep: string[];
}

/** The multipart form the apply calls read: `answers` as JSON, files `images`, `keep` repeated. */
export function applicationForm({ answers, images, keep }: Omit<ApplicationInput, "cltnId" | "edit">) {
  const form = new FormData();
  form.append("answers", JSON.stringify(answers));
  for (const url of keep) form.append("keep", url);
  for (const image of images) form.append("images", image, image.name);
  return form;
}

/** POST (new) or PUT (edit) /discover/cltns/{cltnId}/apply. */
export const submitApplication = ({ cltnId, edit, ...input }: ApplicationInput) =>
  api<TApplyWriter>(`/discover/cltns/${cltnId}/apply`, {
    method: edit ? "PUT" : "POST",
    body: applicationForm(input),
    rethrow401: true,
  });

/** Applying puts a "waiting for the announcement" card in the wallet and changes what `can` says. */
export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: (writer, { cltnId }) => {
      const viewer = useAuthStore.getState().user?.id ?? null;
      queryClient.setQueryData(applyWriterQueryOptions(cltnId, viewer).queryKey, writer);
      // The screen shows the application at once; the server's own answer follows.
      const applied: TApplyCan = { can: false, reason: "applied", applied: true };
      queryClient.setQueryData(applyCanQueryOptions(cltnId, viewer).queryKey, applied);
      void queryClient.invalidateQueries({ queryKey: applyCanQueryOptions(cltnId, viewer).queryKey });
      void queryClient.invalidateQueries({ queryKey: ["nfts"] });
    },
  });
}
