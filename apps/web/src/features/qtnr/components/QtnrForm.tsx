import type { TNftDetail, TQtnrTemplateResponse } from "@admit/contract/nfts";
import { type QtnrAnswers, validateQtnr } from "@admit/contract/qtnr-rules";
import type { ValidKey } from "@admit/contract/validation";
import { type FormEvent, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { SubmitButton } from "../../../components/forms/SubmitButton.tsx";
import {
  dropHidden,
  type QtnrMode,
  qtnrFieldStates,
  serverFieldErrors,
  validMessageValues,
} from "../../../components/qtnr/field-state.ts";
import { QtnrField } from "../../../components/qtnr/QtnrField.tsx";
import { ApiError, errorText } from "../../../lib/api-client.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { showToast } from "../../../stores/popup.ts";
import { useSubmitQtnrInfo } from "../api/submit-qtnr-info.ts";
import styles from "./NftQtnrView.module.css";

interface QtnrFormProps {
  nft: TNftDetail;
  template: TQtnrTemplateResponse;
}

/** The attendee form: checked with the server's own rules before sending, then by the server. */
export function QtnrForm({ nft, template }: QtnrFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = useSubmitQtnrInfo(nft.id);
  const { items } = template;
  const mode = useMemo<QtnrMode>(
    () => ({ editMode: template.answers !== null, previous: template.answers ?? {} }),
    [template.answers],
  );
  const [answers, setAnswers] = useState<QtnrAnswers>(() => template.answers ?? {});
  const [errors, setErrors] = useState<Record<string, ValidKey>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const states = qtnrFieldStates(items, answers, mode);

  const handleChange = (id: string, value: unknown) => {
    setAnswers((a) => dropHidden(items, { ...a, [id]: value }, mode));
    setErrors((e) => {
      if (!(id in e)) return e;
      const { [id]: _, ...rest } = e;
      return rest;
    });
  };

  const showErrors = (found: Record<string, ValidKey>) => {
    setErrors(found);
    const first = items.find((i) => found[i.id]);
    if (!first) return;
    // After the messages render, so the field scrolls into view with its message.
    requestAnimationFrame(() => {
      const field = formRef.current?.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(first.id)}"]`);
      field?.querySelector("input")?.focus({ preventScroll: true });
      field?.scrollIntoView({ block: "start", behavior: "smooth" });
    });
  };

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (submit.isPending) return;
    const checked = validateQtnr(items, answers, mode);
    if (Object.keys(checked.errors).length > 0) return showErrors(checked.errors);
    submit.mutate(
      { answers: checked.cleaned, edit: mode.editMode },
      {
        onSuccess: () => {
          showToast(t("qtnr.saved"));
          navigate(`/nft/${nft.id}`, { replace: true });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 401) return;
          if (err instanceof ApiError && err.code === "VALIDATION") {
            const found = serverFieldErrors(err.data, items);
            if (Object.keys(found).length > 0) return showErrors(found);
          }
          showToast(errorText(err, t));
        },
      },
    );
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={handleSubmit} noValidate>
      <div className={styles.intro}>
        <p className={styles.lead}>{t("qtnr.lead", { cltn: nft.cltnName })}</p>
        {mode.editMode && <p className={styles.note}>{t("qtnr.editNote")}</p>}
        <p className={styles.note}>
          <span className={styles.mark} aria-hidden="true">
            *
          </span>{" "}
          {t("qtnr.required")}
        </p>
      </div>
      <div className={styles.fields}>
        {states
          .filter((s) => s.visible)
          .map((state) => {
            const key = errors[state.item.id];
            return (
              <QtnrField
                key={state.item.id}
                state={state}
                error={key && t(`valid.${key}`, validMessageValues(state.item))}
                errorKey={key}
                onChange={(value) => handleChange(state.item.id, value)}
              />
            );
          })}
      </div>
      <div className={styles.actions}>
        <SubmitButton loading={submit.isPending}>
          {t(mode.editMode ? "qtnr.save" : "qtnr.submit")}
        </SubmitButton>
      </div>
    </form>
  );
}
