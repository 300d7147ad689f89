import type { QtnrItemShown } from "@admit/contract/catalogue";
import type { QtnrAnswers } from "@admit/contract/qtnr-rules";
import type { FormEvent } from "react";
import { SubmitButton } from "../../../components/forms/SubmitButton.tsx";
import { QtnrFields } from "../../../components/qtnr/QtnrFields.tsx";
import { type QtnrForm, useQtnrForm } from "../../../components/qtnr/use-qtnr-form.ts";
import { Button } from "../../../components/ui/Button.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import styles from "./Claims.module.css";

interface RsvpQtnrFormProps {
  items: QtnrItemShown[];
  /** The answers given with an earlier yes. */
  initial: QtnrAnswers;
  editing: boolean;
  sending: boolean;
  /** Called with the checked answers; the form shows the server's field messages through `form`. */
  onSubmit: (answers: QtnrAnswers, form: QtnrForm) => void;
  onCancel: () => void;
}

/** A yes to an event with a questionnaire: the host's questions, checked before the yes is sent. */
export function RsvpQtnrForm({ items, initial, editing, sending, onSubmit, onCancel }: RsvpQtnrFormProps) {
  const { t } = useTranslation();
  const form = useQtnrForm(items, initial);
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    const answers = form.check();
    if (answers) onSubmit(answers, form);
  };
  return (
    <form ref={form.formRef} className={styles.form} onSubmit={handleSubmit} noValidate>
      <div className={styles.section}>
        <p className={styles.statusText}>{t("claims.rsvp.formLead")}</p>
        <p className={styles.muted}>
          <span className={styles.required} aria-hidden="true">
            *
          </span>{" "}
          {t("qtnr.required")}
        </p>
      </div>
      <QtnrFields form={form} />
      <div className={styles.formActions}>
        <SubmitButton loading={sending}>{t(editing ? "claims.rsvp.save" : "claims.rsvp.send")}</SubmitButton>
        <Button variant="rec" block onClick={onCancel} disabled={sending}>
          {t("common.cancel")}
        </Button>
      </div>
    </form>
  );
}
