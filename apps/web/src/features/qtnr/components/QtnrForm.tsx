import type { TNftDetail, TQtnrTemplateResponse } from "@admit/contract/nfts";
import { type FormEvent, useMemo } from "react";
import { useNavigate } from "react-router";
import { SubmitButton } from "../../../components/forms/SubmitButton.tsx";
import type { QtnrMode } from "../../../components/qtnr/field-state.ts";
import { QtnrFields } from "../../../components/qtnr/QtnrFields.tsx";
import { useQtnrForm } from "../../../components/qtnr/use-qtnr-form.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
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
  const mode = useMemo<QtnrMode>(
    () => ({ editMode: template.answers !== null, previous: template.answers ?? {} }),
    [template.answers],
  );
  const form = useQtnrForm(template.items, template.answers ?? {}, mode);

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (submit.isPending) return;
    const answers = form.check();
    if (!answers) return;
    submit.mutate(
      { answers, edit: mode.editMode },
      {
        onSuccess: () => {
          showToast(t("qtnr.saved"));
          navigate(`/nft/${nft.id}`, { replace: true });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 401) return;
          if (!form.showServerErrors(err)) showToast(errorText(err, t));
        },
      },
    );
  };

  return (
    <form ref={form.formRef} className={styles.form} onSubmit={handleSubmit} noValidate>
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
        <QtnrFields form={form} />
      </div>
      <div className={styles.actions}>
        <SubmitButton loading={submit.isPending}>
          {t(mode.editMode ? "qtnr.save" : "qtnr.submit")}
        </SubmitButton>
      </div>
    </form>
  );
}
