import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { formatDate } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useMailbox } from "../api/get-mailbox.ts";
import styles from "./DevMailboxView.module.css";

/** The development outbox: every mail the app "sent", with its links to follow. */
export default function DevMailboxView() {
  const { t, language } = useTranslation();
  const { data, isPending, isError, error, refetch } = useMailbox();
  if (isPending) return <Spinner label={t("common.loading")} />;
  if (isError) {
    if (error.message === "404")
      return <StatusMessage title={t("devMailbox.unavailable")} text={t("devMailbox.unavailableText")} />;
    return <ErrorState onRetry={() => refetch()} />;
  }
  if (data.items.length === 0)
    return <StatusMessage title={t("devMailbox.empty")} text={t("devMailbox.emptyText")} />;
  return (
    <ul className={styles.list}>
      {data.items.map((mail) => (
        <li key={mail.id} className={styles.mail}>
          <details>
            <summary>
              <span className={styles.subject}>{mail.subject}</span>
              <span className={styles.meta}>
                {mail.to} · {formatDate(mail.createdAt, language, { time: true })}
              </span>
            </summary>
            <pre className={styles.text}>{mail.text}</pre>
          </details>
          {mail.links.length > 0 && (
            <ul className={styles.links} aria-label={t("devMailbox.links")}>
              {mail.links.map((link) => (
                <li key={link}>
                  <a href={link}>{link}</a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
