import { useState } from "react";
import { useTranslation } from "../../lib/i18n.ts";
import { passwordConfirmError, passwordError } from "../../lib/validate.ts";
import { PasswordField } from "./AccountFields.tsx";

/** A new password typed twice, with the checks of spec §5 (reset by link, change in the profile). */
export function useNewPassword() {
  const { t } = useTranslation();
  const [pwd, setPwd] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ pwd?: string; confirm?: string }>({});
  return {
    pwd,
    confirm,
    errors,
    setPwd,
    setConfirm,
    filled: pwd !== "" && confirm !== "",
    /** Shows what is wrong with the two fields; true when both are fine. */
    check() {
      const found = { pwd: passwordError(pwd), confirm: passwordConfirmError(pwd, confirm) };
      setErrors({ pwd: found.pwd && t(found.pwd), confirm: found.confirm && t(found.confirm) });
      return !found.pwd && !found.confirm;
    },
    /** The server refused the password: its message under the first field. */
    refuse(message: string) {
      setErrors({ pwd: message });
    },
  };
}

export function NewPasswordFields({
  state,
  label,
  confirmLabel,
}: {
  state: ReturnType<typeof useNewPassword>;
  label: string;
  confirmLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        autoComplete="new-password"
        label={label}
        value={state.pwd}
        onValue={state.setPwd}
        error={state.errors.pwd}
        hint={t("valid.pwdRequirements")}
      />
      <PasswordField
        autoComplete="new-password"
        label={confirmLabel}
        value={state.confirm}
        onValue={state.setConfirm}
        error={state.errors.confirm}
      />
    </>
  );
}
