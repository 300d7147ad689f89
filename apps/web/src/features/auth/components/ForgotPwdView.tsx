import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { EmailField } from "../../../components/forms/AccountFields.tsx";
import formPage from "../../../components/forms/FormPage.module.css";
import { SubmitButton } from "../../../components/forms/SubmitButton.tsx";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { emailError } from "../../../lib/validate.ts";
import { showToast } from "../../../stores/popup.ts";
import { useRequestPasswordReset } from "../api/reset-password.ts";

/** Asks for a reset link; says the same whether or not the address has an account. */
export default function ForgotPwdView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();

  if (request.isSuccess) {
    return (
      <StatusMessage
        title={t("reset.sentTitle")}
        text={t("reset.sentText")}
        action={{ label: t("register.toLogin"), onClick: () => navigate("/login", { replace: true }) }}
      />
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = emailError(email);
    setError(problem ? t(problem) : undefined);
    if (problem) return;
    request.mutate(email, { onError: (err) => showToast(errorText(err, t)) });
  };

  return (
    <form className={formPage.page} onSubmit={submit} noValidate>
      <p className={formPage.lead}>{t("reset.lead")}</p>
      <EmailField value={email} onValue={setEmail} error={error} />
      <div className={formPage.actions}>
        <SubmitButton loading={request.isPending} disabled={!email}>
          {t("reset.send")}
        </SubmitButton>
      </div>
    </form>
  );
}
