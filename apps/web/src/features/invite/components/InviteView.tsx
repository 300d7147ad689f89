import { type FormEvent, useState } from "react";
import { EmailField } from "../../../components/forms/AccountFields.tsx";
import formPage from "../../../components/forms/FormPage.module.css";
import { SubmitButton } from "../../../components/forms/SubmitButton.tsx";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import { formatDate } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { emailError } from "../../../lib/validate.ts";
import { showToast } from "../../../stores/popup.ts";
import { useInvitations, useInvite } from "../api/invite.ts";
import styles from "./InviteView.module.css";

/**
 * /invite: invite a friend by e-mail (POST /users/invite; 2510 already invited, 2001 already a
 * member) and see who joined — the inviter is notified when they do.
 */
export default function InviteView() {
  const { t, language } = useTranslation();
  const invite = useInvite();
  const invitations = useInvitations();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const invalid = emailError(email);
    if (invalid) return setError(t(invalid));
    setError(undefined);
    invite.mutate(email.trim(), {
      onSuccess: ({ email: sent }) => {
        setEmail("");
        showToast(t("invite.sent", { email: sent }));
      },
      onError: (err) => {
        if (err instanceof ApiError && err.code === "2510") return setError(err.message);
        if (err instanceof ApiError && err.code === "2001") return setError(t("invite.member"));
        if (err instanceof ApiError && err.field === "email") return setError(t("valid.email"));
        showToast(errorText(err, t));
      },
    });
  };

  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <h2 className={formPage.title}>{t("invite.title")}</h2>
        <p className={formPage.lead}>{t("invite.lead")}</p>
      </section>
      <form className={styles.form} onSubmit={submit} noValidate>
        <EmailField autoComplete="off" value={email} onValue={setEmail} error={error} />
        <SubmitButton loading={invite.isPending} disabled={!email.trim()}>
          {t("invite.submit")}
        </SubmitButton>
      </form>
      <section aria-labelledby="invited">
        <h3 id="invited" className={styles.sectionTitle}>
          {t("invite.listTitle")}
        </h3>
        {invitations.isPending ? (
          <Spinner label={t("common.loading")} />
        ) : invitations.isError ? (
          <ErrorState onRetry={() => invitations.refetch()} />
        ) : invitations.data.length === 0 ? (
          <p className={styles.empty}>{t("invite.empty")}</p>
        ) : (
          <ul className={styles.list} data-testid="invitations">
            {invitations.data.map((i) => (
              <li key={i.email} className={styles.item}>
                <span className={styles.email}>{i.email}</span>
                <span className={i.joined ? styles.joined : styles.pending}>
                  {i.joined ? t("invite.joined") : t("invite.pending")}
                </span>
                <small className={styles.date}>{formatDate(i.invitedAt, language)}</small>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
