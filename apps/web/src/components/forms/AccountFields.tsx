import { useTranslation } from "../../lib/i18n.ts";
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
}: FieldProps & { autoComplete?: "email" | "off" }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label ?? t("field.email")}
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      value={value}
      onChange={(e) => onValue(e.target.value)}
      error={error}
    />
  );
}

/** A password: the one the account has (`current-password`) or a new one (`new-password`). */
export function PasswordField({
  value,
  onValue,
  error,
  label,
  hint,
  autoComplete,
}: FieldProps & { autoComplete: "current-password" | "new-password" }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label ?? t("field.password")}
      type="password"
      autoComplete={autoComplete}
      value={value}
      onChange={(e) => onValue(e.target.value)}
      error={error}
      hint={hint}
    />
  );
}
