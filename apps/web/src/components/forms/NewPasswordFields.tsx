import { useState } from "react";
import { useTranslation } from "../../lib/i18n.ts";
import { passwordConfirmError, passwordError } from "../../lib/validate.ts";
import { TextField } from "../ui/TextField.tsx";

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
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        value={state.pwd}
        onChange={(e) => state.setPwd(e.target.value)}
        error={state.errors.pwd}
        hint={t("valid.pwdRequirements")}
      />
      <TextField
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        value={state.confirm}
        onChange={(e) => state.setConfirm(e.target.value)}
        error={state.errors.confirm}
      />
    </>
  );
}
