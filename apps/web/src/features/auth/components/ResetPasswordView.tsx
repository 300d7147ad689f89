import { type FormEvent, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import formPage from "../../../components/forms/FormPage.module.css";
import { NewPasswordFields, useNewPassword } from "../../../components/forms/NewPasswordFields.tsx";
import { SubmitButton } from "../../../components/forms/SubmitButton.tsx";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { showToast } from "../../../stores/popup.ts";
import { useResetPassword } from "../api/reset-password.ts";

/** The page of the reset link: choose a new password. */
export default function ResetPasswordView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get("token") ?? "";
  const reset = useResetPassword();
  const password = useNewPassword();
  const [linkDead, setLinkDead] = useState(token === "");

  if (linkDead) {
    return (
      <StatusMessage
        tone="error"
        title={t("error.expiredLink")}
        text={t("reset.deadLinkText")}
        action={{ label: t("reset.again"), onClick: () => navigate("/forgot/pwd", { replace: true }) }}
      />
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!password.check()) return;
    reset.mutate(
      { token, pwd: password.pwd },
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
        <NewPasswordFields
          state={password}
          label={t("reset.newPassword")}
          confirmLabel={t("field.passwordConfirm")}
        />
      </div>
      <div className={formPage.actions}>
        <SubmitButton loading={reset.isPending} disabled={!password.filled}>
          {t("reset.submit")}
        </SubmitButton>
      </div>
    </form>
  );
}
