import { type FormEvent, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import formPage from "../../../components/forms/FormPage.module.css";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { TextField } from "../../../components/ui/TextField.tsx";
import { ApiError, errorText } from "../../../lib/api-client.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { passwordConfirmError, passwordError } from "../../../lib/validate.ts";
import { showToast } from "../../../stores/popup.ts";
import { useResetPassword } from "../api/reset-password.ts";

/** The page of the reset link: choose a new password. */
export default function ResetPasswordView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get("token") ?? "";
  const reset = useResetPassword();
  const [pwd, setPwd] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ pwd?: string; confirm?: string }>({});
  const [linkDead, setLinkDead] = useState(token === "");

  if (linkDead) {
    return (
      <StatusMessage
        tone="error"
        title={t("error.expiredLink")}
        text={t("reset.deadLinkText")}
        action={
          <Button variant="rec-primary" block onClick={() => navigate("/forgot/pwd", { replace: true })}>
            {t("reset.again")}
          </Button>
        }
      />
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = { pwd: passwordError(pwd), confirm: passwordConfirmError(pwd, confirm) };
    setErrors({ pwd: found.pwd && t(found.pwd), confirm: found.confirm && t(found.confirm) });
    if (found.pwd || found.confirm) return;
    reset.mutate(
      { token, pwd },
      {
        onSuccess: () => {
          showToast(t("reset.done"));
          navigate("/login", { replace: true });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === "3004") return setLinkDead(true);
          showToast(errorText(err, t));
        },
      },
    );
  };

  return (
    <form className={formPage.page} onSubmit={submit} noValidate>
      <p className={formPage.lead}>{t("reset.newLead")}</p>
      <div className={formPage.form}>
        <TextField
          label={t("reset.newPassword")}
          type="password"
          autoComplete="new-password"
          value={pwd}
          onChange={(e) => setPwd(e.target.value)}
          error={errors.pwd}
          hint={t("valid.pwdRequirements")}
        />
        <TextField
          label={t("field.passwordConfirm")}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={errors.confirm}
        />
      </div>
      <div className={formPage.actions}>
        <Button
          variant="rec-primary"
          htmlType="submit"
          block
          loading={reset.isPending}
          disabled={!pwd || !confirm}
        >
          {t("reset.submit")}
        </Button>
      </div>
    </form>
  );
}
