import { type FormEvent, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { PasswordField } from "../../../components/forms/AccountFields.tsx";
import formPage from "../../../components/forms/FormPage.module.css";
import { NewPasswordFields, useNewPassword } from "../../../components/forms/NewPasswordFields.tsx";
import { SubmitButton } from "../../../components/forms/SubmitButton.tsx";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useMe } from "../../../lib/queries/me.ts";
import { showToast } from "../../../stores/popup.ts";
import { useChangePassword } from "../api/change-password.ts";

/** Stage 1: the current password, kept in memory for stage 2. */
function CurrentPasswordStep(props: {
  value: string;
  onValue: (value: string) => void;
  error: string | undefined;
  onSubmit: (e: FormEvent) => void;
}) {
  const { value, onValue, error, onSubmit } = props;
  const { t } = useTranslation();
  return (
    <form className={formPage.page} onSubmit={onSubmit} noValidate>
      <h2 className={formPage.title}>{t("changePwd.currentTitle")}</h2>
      <p className={formPage.lead}>{t("changePwd.currentLead")}</p>
      <div className={formPage.form}>
        <PasswordField
          autoComplete="current-password"
          label={t("changePwd.current")}
          value={value}
          onValue={onValue}
          error={error}
        />
      </div>
      <div className={formPage.actions}>
        <SubmitButton disabled={!value}>{t("changePwd.next")}</SubmitButton>
      </div>
    </form>
  );
}

/**
 * /profile/change/auth/{stage}: stage 1 asks for the current password, stage 2 for the new one
 * (`PUT /users/pwd`; M-W-1013 sends the person back to stage 1). An account without a password
 * starts at stage 2. The current password stays in memory only, so a reload starts over.
 */
export default function ChangeAuthView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { stage } = useParams();
  const me = useMe();
  const change = useChangePassword();
  const [current, setCurrent] = useState("");
  const [currentError, setCurrentError] = useState<string>();
  const password = useNewPassword();

  if (me.isPending) return <Spinner label={t("common.loading")} />;
  if (me.isError) return <ErrorState onRetry={() => me.refetch()} />;
  const needsCurrent = me.data.hasPassword;
  const onNewStage = stage === "2" && (!needsCurrent || current !== "");

  const toNewStage = (e: FormEvent) => {
    e.preventDefault();
    setCurrentError(undefined);
    navigate("/profile/change/auth/2");
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!password.check()) return;
    change.mutate(
      { pwd: needsCurrent ? current : undefined, newPwd: password.pwd },
      {
        onSuccess: () => {
          showToast(t("changePwd.done"));
          navigate("/profile", { replace: true });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === "M-W-1013") {
            setCurrent("");
            setCurrentError(err.message);
            return navigate("/profile/change/auth/1", { replace: true });
          }
          if (err instanceof ApiError && err.field === "newPwd") return password.refuse(err.message);
          showToast(errorText(err, t));
        },
      },
    );
  };

  if (!onNewStage && needsCurrent)
    return (
      <CurrentPasswordStep value={current} onValue={setCurrent} error={currentError} onSubmit={toNewStage} />
    );

  return (
    <form className={formPage.page} onSubmit={submit} noValidate>
      <h2 className={formPage.title}>{t(needsCurrent ? "changePwd.newTitle" : "changePwd.setTitle")}</h2>
      <p className={formPage.lead}>{t("changePwd.newLead")}</p>
      <div className={formPage.form}>
        <NewPasswordFields
          state={password}
          label={t("changePwd.newPwd")}
          confirmLabel={t("changePwd.confirm")}
        />
      </div>
      <div className={formPage.actions}>
        <SubmitButton loading={change.isPending} disabled={!password.filled}>
          {t("changePwd.submit")}
        </SubmitButton>
      </div>
    </form>
  );
}
