import type { TTwoStepChallenge } from "@admit/contract/users";
import { type FormEvent, useState } from "react";
import { useTranslation } from "../../lib/i18n.ts";
import { Button } from "../ui/Button.tsx";
import { CodeField, isFullCode } from "../ui/CodeField.tsx";
import styles from "./FormPage.module.css";
import { SubmitButton } from "./SubmitButton.tsx";

/**
 * Entering a mailed six-digit code: used by the 2-step sign-in and by turning 2-step on or off.
 * Submit stays disabled until all six digits are in.
 */
export function TwoStepCodeForm(props: {
  title: string;
  challenge: TTwoStepChallenge;
  error?: string;
  pending: boolean;
  resendPending: boolean;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (isFullCode(code)) props.onSubmit(code);
  };
  return (
    <form className={styles.page} onSubmit={submit} noValidate>
      <h2 className={styles.title}>{props.title}</h2>
      <p className={styles.lead}>
        {t("twoStep.lead", {
          email: props.challenge.email,
          minutes: Math.round(props.challenge.codeValidSeconds / 60),
        })}
      </p>
      <div className={styles.form}>
        <CodeField label={t("twoStep.code")} value={code} onChange={setCode} error={props.error} />
      </div>
      <div className={styles.actions}>
        <SubmitButton loading={props.pending} disabled={!isFullCode(code)}>
          {t("twoStep.submit")}
        </SubmitButton>
        <Button
          variant="rec-secondary"
          block
          loading={props.resendPending}
          onClick={() => {
            setCode("");
            props.onResend();
          }}
        >
          {t("twoStep.resend")}
        </Button>
        {props.onCancel && (
          <Button variant="rec" block onClick={props.onCancel}>
            {t("common.cancel")}
          </Button>
        )}
      </div>
    </form>
  );
}
