import { useState } from "react";
import { useTranslation } from "../../lib/i18n.ts";
import fieldStyles from "../ui/TextField.module.css";
import { TextField } from "../ui/TextField.tsx";

interface FieldProps {
  value: string;
  onValue: (value: string) => void;
  /** The translated error under the field. */
  error?: string | undefined;
  /** Another label than the plain "E-mail" / "Password". */
  label?: string;
  hint?: string;
}

/** An e-mail address, with the phone keyboard for addresses (`off`: someone else's, as an invitation asks). */
export function EmailField({
  value,
  onValue,
  error,
  label,
  autoComplete = "email",
  onBlur,
}: FieldProps & { autoComplete?: "email" | "off"; onBlur?: () => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label ?? t("field.email")}
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      value={value}
      onChange={(e) => onValue(e.target.value)}
      onBlur={onBlur}
      error={error}
    />
  );
}

/**
 * A password: the one the account has (`current-password`) or a new one (`new-password`), with a
 * Show/Hide button to check what was typed.
 */
export function PasswordField({
  value,
  onValue,
  error,
  label,
  hint,
  autoComplete,
  onBlur,
}: FieldProps & { autoComplete: "current-password" | "new-password"; onBlur?: () => void }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      label={label ?? t("field.password")}
      type={shown ? "text" : "password"}
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      value={value}
      onChange={(e) => onValue(e.target.value)}
      onBlur={onBlur}
      error={error}
      hint={hint}
      end={
        <button
          type="button"
          className={fieldStyles.endButton}
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? t("field.hidePassword") : t("field.showPassword")}
        </button>
      }
    />
  );
}
