import type { TApplyFormat, TApplyWriter } from "@admit/contract/claims";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type RefObject, useRef, useState } from "react";
import { SubmitButton } from "../../../components/forms/SubmitButton.tsx";
import { QtnrFields } from "../../../components/qtnr/QtnrFields.tsx";
import { useQtnrForm } from "../../../components/qtnr/use-qtnr-form.ts";
import { Button } from "../../../components/ui/Button.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useAuthStore } from "../../../stores/auth.ts";
import { pushAlert, showToast } from "../../../stores/popup.ts";
import { useSubmitApplication } from "../api/submit-application.ts";
import { type ImageRefusal, imageRefusal, imageRuleValues, isImageRefusal } from "../utils/image-rules.ts";
import { type AddedImage, ApplyImages } from "./ApplyImages.tsx";
import styles from "./Claims.module.css";

/** Codes that mean the application changed elsewhere (applied, closed, not applied): ask again. */
const STALE_CODES = new Set(["2001", "3101", "3105"]);

interface ApplyFormProps {
  format: TApplyFormat;
  /** The application sent before (edit), or null for a new one. */
  writer: TApplyWriter | null;
  /** Sent: a change closes the form (a new application shows itself in the form's place). */
  onDone?: () => void;
  onCancel?: () => void;
}

/**
 * The application's pictures: those kept from before and those added, refused with the rules
 * when they do not fit, and the "required" message.
 */
function useApplyImages(imageMax: number, images: string[], formRef: RefObject<HTMLFormElement | null>) {
  const { t } = useTranslation();
  const [kept, setKept] = useState<string[]>(images);
  const [added, setAdded] = useState<AddedImage[]>([]);
  const [imageError, setImageError] = useState<string>();
  const nextId = useRef(1);
  const rules = t("claims.apply.imageRules", imageRuleValues(imageMax));

  const refuse = (reason: ImageRefusal) =>
    pushAlert({
      title: t("claims.apply.imageFailed"),
      message: `${t(`claims.apply.imageRefusal.${reason}`, { max: imageMax })}\n${rules}`,
    });

  const handleAdd = (files: File[]) => {
    const room = Math.max(0, imageMax - kept.length - added.length);
    const refusal = files.map(imageRefusal).find((r) => r !== null);
    const fitting = files.filter((f) => imageRefusal(f) === null);
    if (refusal) refuse(refusal);
    else if (fitting.length > room) refuse("count");
    const taken = fitting.slice(0, room).map((file) => ({ id: nextId.current++, file }));
    if (taken.length === 0) return;
    setAdded((a) => [...a, ...taken]);
    setImageError(undefined);
  };

  /** A picture is required and none is there; scrolls to it unless a field above shows a message already. */
  const showImageError = (scroll: boolean) => {
    setImageError(t("valid.required"));
    if (!scroll) return;
    requestAnimationFrame(() =>
      formRef.current
        ?.querySelector('[data-item-id="images"]')
        ?.scrollIntoView({ block: "start", behavior: "smooth" }),
    );
  };
  return { kept, setKept, added, setAdded, imageError, rules, refuse, handleAdd, showImageError };
}

/** What the form is for, and the key to the required mark when there are questions. */
function ApplyLead({ edit, hasQuestions }: { edit: boolean; hasQuestions: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.section}>
      <p className={styles.statusText}>{t(edit ? "claims.apply.editLead" : "claims.apply.formLead")}</p>
      {hasQuestions && (
        <p className={styles.muted}>
          <span className={styles.required} aria-hidden="true">
            *
          </span>{" "}
          {t("qtnr.required")}
        </p>
      )}
    </div>
  );
}

/**
 * The host's form — the questionnaire and up to `imageMax` pictures — checked in the browser
 * with the server's rules, then sent as one multipart call (a new application, or a change).
 */
export function ApplyForm({ format, writer, onDone, onCancel }: ApplyFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const clearAuth = useAuthStore((s) => s.clear);
  const submit = useSubmitApplication();
  const form = useQtnrForm(format.items, writer?.answers ?? {});
  const edit = writer !== null;
  const { kept, setKept, added, setAdded, imageError, rules, refuse, handleAdd, showImageError } =
    useApplyImages(format.imageMax, writer?.images ?? [], form.formRef);

  const handleError = (err: unknown) => {
    if (!(err instanceof ApiError)) return showToast(errorText(err, t));
    if (err.status === 401) return clearAuth();
    const reason = err.data?.reason;
    if (err.code === "IMAGE_INVALID") return refuse(isImageRefusal(reason) ? reason : "unreadable");
    const fields = (err.data as { fields?: Record<string, unknown> } | undefined)?.fields;
    const imagesRefused = err.code === "VALIDATION" && fields?.images !== undefined;
    const fieldsShown = form.showServerErrors(err);
    if (imagesRefused) showImageError(!fieldsShown);
    if (fieldsShown || imagesRefused) return;
    showToast(errorText(err, t));
    if (STALE_CODES.has(err.code))
      void queryClient.invalidateQueries({ queryKey: ["claims", "apply", format.cltn.id] });
  };

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (submit.isPending) return;
    const answers = form.check();
    const imageMissing = format.imageRequired && kept.length + added.length === 0;
    if (imageMissing) showImageError(answers !== null);
    if (!answers || imageMissing) return;
    submit.mutate(
      { cltnId: format.cltn.id, edit, answers, images: added.map((a) => a.file), keep: kept },
      {
        onSuccess: () => {
          showToast(t(edit ? "claims.apply.saved" : "claims.apply.sent"));
          onDone?.();
        },
        onError: handleError,
      },
    );
  };

  return (
    <form ref={form.formRef} className={styles.form} onSubmit={handleSubmit} noValidate>
      <ApplyLead edit={edit} hasQuestions={format.items.length > 0} />
      <QtnrFields form={form} />
      {format.imageMax > 0 && (
        <ApplyImages
          max={format.imageMax}
          required={format.imageRequired}
          kept={kept}
          added={added}
          rules={rules}
          error={imageError}
          onAdd={handleAdd}
          onRemoveKept={(url) => setKept((k) => k.filter((u) => u !== url))}
          onRemoveAdded={(id) => setAdded((a) => a.filter((i) => i.id !== id))}
        />
      )}
      <div className={styles.formActions}>
        <SubmitButton loading={submit.isPending}>
          {t(edit ? "claims.apply.save" : "claims.apply.submit")}
        </SubmitButton>
        {onCancel && (
          <Button variant="rec" block onClick={onCancel} disabled={submit.isPending}>
            {t("common.cancel")}
          </Button>
        )}
      </div>
    </form>
  );
}
