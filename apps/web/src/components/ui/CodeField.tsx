import { LIMITS } from "@admit/contract/limits";
import styles from "./CodeField.module.css";
import { TextField } from "./TextField.tsx";

/** A six-digit code from a mail: digits only, filled by the phone's one-time-code suggestion. */
export function CodeField(props: {
  label: string;
  value: string;
  onChange: (code: string) => void;
  error?: string;
  hint?: string;
}) {
  return (
    <TextField
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value.replace(/\D/g, "").slice(0, LIMITS.twoStepCodeLength))}
      error={props.error}
      hint={props.hint}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={LIMITS.twoStepCodeLength}
      placeholder={"0".repeat(LIMITS.twoStepCodeLength)}
      inputClassName={styles.code}
      name="code"
    />
  );
}

export const isFullCode = (code: string) => code.length === LIMITS.twoStepCodeLength;
