import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { EmailField, PasswordField } from "../../../components/forms/AccountFields.tsx";
import formPage from "../../../components/forms/FormPage.module.css";
import { SubmitButton } from "../../../components/forms/SubmitButton.tsx";
import { TextField } from "../../../components/ui/TextField.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import { currentLanguage, useTranslation } from "../../../lib/i18n.ts";
import { canSubmitRegistration, type RegisterForm, registrationErrors } from "../../../lib/validate.ts";
import { showToast } from "../../../stores/popup.ts";
import { useSignUpEmail } from "../api/sign-up-email.ts";
import { TermsChecklist } from "./TermsChecklist.tsx";

type FieldErrors = Partial<Record<"email" | "name" | "pwd" | "pwdConfirm", string>>;

/**
 * The sign-up form's values and shown errors: each field is checked once the customer leaves it
 * and then as they type; checkAll checks every field (on submit) and says whether all are right.
 */
function useRegisterForm() {
  const { t } = useTranslation();
  const [form, setForm] = useState<RegisterForm>({
    email: "",
    name: "",
    pwd: "",
    pwdConfirm: "",
    serviceTerms: false,
    privacyTerms: false,
    allowAd: false,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Fields the customer has left once: from then on they are checked as they type. */
  const [touched, setTouched] = useState<Set<keyof FieldErrors>>(new Set());
  const translated = (e: FieldErrors): FieldErrors =>
    Object.fromEntries(Object.entries(e).map(([k, v]) => [k, t(v, { min: 8, max: 60 })]));
  const checkFields = (next: RegisterForm, fields: Set<keyof FieldErrors>) => {
    const found = registrationErrors(next);
    setErrors((shown) => {
      const kept: FieldErrors = { ...shown };
      for (const field of fields) {
        const error = found[field];
        if (error) kept[field] = t(error, { min: 8, max: 60 });
        else delete kept[field];
      }
      return kept;
    });
  };
  const set = <K extends keyof RegisterForm>(key: K, value: RegisterForm[K]) => {
    const next = { ...form, [key]: value };
    setForm(next);
    // The confirmation follows the password: both are checked once either was left.
    checkFields(next, touched);
  };
  // Only a field with something in it: passing through an empty one says nothing until submit
  // (an error appearing under it would move what the customer is tapping next).
  const leave = (field: keyof FieldErrors) => {
    if (form[field].trim() === "") return;
    const next = new Set(touched).add(field);
    setTouched(next);
    checkFields(form, next);
  };
  const checkAll = () => {
    const found = registrationErrors(form);
    setErrors(translated(found));
    setTouched(new Set(["email", "name", "pwd", "pwdConfirm"]));
    return Object.keys(found).length === 0;
  };
  return { form, setForm, errors, setErrors, translated, set, leave, checkAll };
}

/**
 * Sign-up with e-mail (spec §5): each field is checked once the customer leaves it and then as
 * they type, everything on submit, then by the server.
 */
export default function RegisterEmailView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signUp = useSignUpEmail();
  const { form, setForm, errors, setErrors, translated, set, leave, checkAll } = useRegisterForm();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!checkAll()) return;
    signUp.mutate(
      { email: form.email, name: form.name, pwd: form.pwd, allowAd: form.allowAd, lang: currentLanguage() },
      {
        onSuccess: ({ email }) =>
          navigate(`/register/email/wait?email=${encodeURIComponent(email)}`, { replace: true }),
        onError: (err) => {
          if (err instanceof ApiError && err.code === "2001")
            return setErrors({ email: t("register.emailTaken") });
          if (err instanceof ApiError && err.code === "VALIDATION") {
            const fields = (err.data?.fields ?? {}) as FieldErrors;
            return setErrors(translated(fields));
          }
          showToast(errorText(err, t));
        },
      },
    );
  };

  return (
    <form className={formPage.page} onSubmit={submit} noValidate>
      <div className={formPage.form}>
        <EmailField
          value={form.email}
          onValue={(v) => set("email", v)}
          onBlur={() => leave("email")}
          error={errors.email}
        />
        <TextField
          label={t("field.name")}
          autoComplete="name"
          maxLength={60}
          value={form.name}
          onChange={(e) => set("name", e.target.value)}
          onBlur={() => leave("name")}
          error={errors.name}
        />
        <PasswordField
          autoComplete="new-password"
          value={form.pwd}
          onValue={(v) => set("pwd", v)}
          onBlur={() => leave("pwd")}
          error={errors.pwd}
          hint={t("valid.pwdRequirements")}
        />
        <PasswordField
          autoComplete="new-password"
          label={t("field.passwordConfirm")}
          value={form.pwdConfirm}
          onValue={(v) => set("pwdConfirm", v)}
          onBlur={() => leave("pwdConfirm")}
          error={errors.pwdConfirm}
        />
        <TermsChecklist value={form} onChange={(terms) => setForm((f) => ({ ...f, ...terms }))} />
      </div>
      <div className={formPage.actions}>
        <SubmitButton loading={signUp.isPending} disabled={!canSubmitRegistration(form)}>
          {t("register.submit")}
        </SubmitButton>
      </div>
    </form>
  );
}
