import { EMAIL_PATTERN, PASSWORD_PATTERN } from "@admit/contract/account-rules";
import { LIMITS } from "@admit/contract/limits";

/** The `valid.*` key of spec §5 a field breaks, or undefined when it is fine. */
export function emailError(email: string): string | undefined {
  if (email.trim() === "") return "valid.required";
  return EMAIL_PATTERN.test(email.trim()) ? undefined : "valid.email";
}

export function passwordError(pwd: string): string | undefined {
  if (pwd === "") return "valid.required";
  return pwd.length >= LIMITS.passwordMinLength && PASSWORD_PATTERN.test(pwd)
    ? undefined
    : "valid.pwdRequirements";
}

export function passwordConfirmError(pwd: string, confirm: string): string | undefined {
  if (confirm === "") return "valid.required";
  return pwd === confirm ? undefined : "valid.pwdConfirm";
}

export interface RegisterForm {
  email: string;
  name: string;
  pwd: string;
  pwdConfirm: string;
  serviceTerms: boolean;
  privacyTerms: boolean;
  allowAd: boolean;
}

/** Submit is enabled only when email, name, password, confirmation and both required terms are filled. */
export function canSubmitRegistration(form: RegisterForm): boolean {
  return (
    form.email.trim() !== "" &&
    form.name.trim() !== "" &&
    form.pwd !== "" &&
    form.pwdConfirm !== "" &&
    form.serviceTerms &&
    form.privacyTerms
  );
}

export function registrationErrors(
  form: RegisterForm,
): Partial<Record<"email" | "name" | "pwd" | "pwdConfirm", string>> {
  const errors = {
    email: emailError(form.email),
    name: form.name.trim() === "" ? "valid.required" : undefined,
    pwd: passwordError(form.pwd),
    pwdConfirm: passwordConfirmError(form.pwd, form.pwdConfirm),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined));
}
