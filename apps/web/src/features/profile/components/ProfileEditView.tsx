import { LANGUAGES, type Language } from "@admit/contract/i18n";
import type { TMe } from "@admit/contract/users";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { SubmitButton } from "../../../components/forms/SubmitButton.tsx";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { LANGUAGE_NAMES } from "../../../components/ui/LanguageSheet.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { TextField } from "../../../components/ui/TextField.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import { changeLanguage, useTranslation } from "../../../lib/i18n.ts";
import { useMe } from "../../../lib/queries/me.ts";
import { showToast } from "../../../stores/popup.ts";
import { useUpdateMe } from "../api/update-me.ts";
import styles from "./ProfileEditView.module.css";
import { WithdrawSheet } from "./WithdrawSheet.tsx";

function EditForm({ me }: { me: TMe }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateMe();
  const [name, setName] = useState(me.name);
  const [language, setLanguage] = useState<Language>(me.language);
  const [nameError, setNameError] = useState<string>();
  const [withdrawOpen, setWithdrawOpen] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim() === "") return setNameError(t("valid.required"));
    setNameError(undefined);
    update.mutate(
      { name, language },
      {
        onSuccess: async (saved) => {
          await changeLanguage(saved.language);
          showToast(t("profile.saved"));
          navigate("/profile", { replace: true });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === "VALIDATION") return setNameError(t("valid.required"));
          showToast(errorText(err, t));
        },
      },
    );
  };

  const form = (
    <form className={styles.page} onSubmit={submit} noValidate>
      <TextField
        label={t("field.name")}
        value={name}
        maxLength={60}
        autoComplete="name"
        onChange={(e) => setName(e.target.value)}
        error={nameError}
      />
      <fieldset className={styles.languages}>
        <legend>{t("profile.language")}</legend>
        {LANGUAGES.map((lang) => (
          <label key={lang} className={styles.option} lang={lang}>
            <input
              type="radio"
              name="language"
              checked={language === lang}
              onChange={() => setLanguage(lang)}
            />
            {LANGUAGE_NAMES[lang]}
          </label>
        ))}
      </fieldset>
      <SubmitButton loading={update.isPending} disabled={name.trim() === ""}>
        {t("profile.save")}
      </SubmitButton>
    </form>
  );
  return (
    <>
      {form}
      <div className={styles.after}>
        <button type="button" className={styles.withdraw} onClick={() => setWithdrawOpen(true)}>
          {t("withdraw.title")}
        </button>
      </div>
      <WithdrawSheet me={me} open={withdrawOpen} onClose={() => setWithdrawOpen(false)} />
    </>
  );
}

/** Edit name and language (GET/PUT /users/me). */
export default function ProfileEditView() {
  const { t } = useTranslation();
  const me = useMe();
  if (me.isPending) return <Spinner label={t("common.loading")} />;
  if (me.isError) return <ErrorState onRetry={() => me.refetch()} />;
  return <EditForm me={me.data} />;
}
