import type { TTwoStepChallenge } from "@admit/contract/users";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { EmailField, PasswordField } from "../../../components/forms/AccountFields.tsx";
import formPage from "../../../components/forms/FormPage.module.css";
import { SubmitButton } from "../../../components/forms/SubmitButton.tsx";
import { TwoStepCodeForm } from "../../../components/forms/TwoStepCodeForm.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { showToast } from "../../../stores/popup.ts";
import { useSignInEmail } from "../api/sign-in-email.ts";
import { useCompleteTwoStepSignIn, useResendTwoStepSignInCode } from "../api/two-step-sign-in.ts";
import { useCompleteSignIn } from "../hooks/use-complete-sign-in.ts";
import styles from "./AuthPage.module.css";

/**
 * E-mail sign-in (spec §8): 1023 on the password, 2004 on the e-mail, 2508 to the wait view.
 * With 2-step verification on, a second step asks for the mailed code. `?email` fills the address in.
 */
export default function LoginView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Filled in after verifying an address (/verified?email=…): the person only types the password.
  const [email, setEmail] = useState(() => params.get("email") ?? "");
  const [pwd, setPwd] = useState("");
  const [errors, setErrors] = useState<{ email?: string; pwd?: string }>({});
  const signIn = useSignInEmail();
  const complete = useCompleteSignIn();
  const [challenge, setChallenge] = useState<TTwoStepChallenge>();

  if (challenge)
    return (
      <TwoStepCodeStep
        challenge={challenge}
        onChallenge={setChallenge}
        onEnded={() => setChallenge(undefined)}
      />
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    signIn.mutate(
      { email, pwd },
      {
        onSuccess: (result) => {
          if ("twoStep" in result) return setChallenge(result.twoStep);
          void complete(result);
        },
        onError: (err) => {
          if (!(err instanceof ApiError)) return showToast(errorText(err, t));
          if (err.code === "1023") return setErrors({ pwd: err.message });
          if (err.code === "2004") return setErrors({ email: err.message });
          if (err.code === "2508") {
            showToast(err.message);
            return navigate(`/register/email/wait?email=${encodeURIComponent(email.trim().toLowerCase())}`);
          }
          showToast(errorText(err, t));
        },
      },
    );
  };

  return (
    <form className={formPage.page} onSubmit={submit} noValidate>
      <div className={formPage.form}>
        <EmailField value={email} onValue={setEmail} error={errors.email} />
        <PasswordField autoComplete="current-password" value={pwd} onValue={setPwd} error={errors.pwd} />
      </div>
      <div className={formPage.actions}>
        <SubmitButton loading={signIn.isPending} disabled={!email || !pwd}>
          {t("login.submit")}
        </SubmitButton>
        <div className={styles.links}>
          <Link to="/forgot/pwd">{t("login.forgot")}</Link>
          <Link to="/register/start">{t("start.register")}</Link>
        </div>
      </div>
    </form>
  );
}

/** The code step of a 2-step sign-in: M-W-1202 and M-W-1200 on the field, M-W-1100 back to the password. */
function TwoStepCodeStep(props: {
  challenge: TTwoStepChallenge;
  onChallenge: (c: TTwoStepChallenge) => void;
  onEnded: () => void;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string>();
  const verify = useCompleteTwoStepSignIn();
  const resend = useResendTwoStepSignInCode();
  const complete = useCompleteSignIn();
  const fail = (err: unknown) => {
    if (err instanceof ApiError && err.code === "M-W-1100") {
      showToast(err.message);
      return props.onEnded();
    }
    if (err instanceof ApiError && err.field === "code") {
      const left = err.data?.attemptsLeft;
      return setError(
        typeof left === "number"
          ? `${err.message} ${t("twoStep.attemptsLeft", { count: left })}`
          : err.message,
      );
    }
    showToast(errorText(err, t));
  };
  return (
    <TwoStepCodeForm
      title={t("twoStep.signinTitle")}
      challenge={props.challenge}
      error={error}
      pending={verify.isPending}
      resendPending={resend.isPending}
      onSubmit={(code) => {
        setError(undefined);
        verify.mutate(
          { authId: props.challenge.authId, code },
          { onSuccess: (user) => void complete(user), onError: fail },
        );
      }}
      onResend={() => {
        setError(undefined);
        resend.mutate(props.challenge.authId, {
          onSuccess: (next) => {
            props.onChallenge(next);
            showToast(t("twoStep.resent"));
          },
          onError: fail,
        });
      }}
      onCancel={props.onEnded}
    />
  );
}
