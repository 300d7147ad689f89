import { useTranslation } from "../../../lib/i18n.ts";
import styles from "./LegalDocumentView.module.css";

/** What someone agrees to with the optional marketing consent at sign-up. */
export default function MarketingView() {
  const { t } = useTranslation();
  const items = ["purpose", "data", "channels", "retention", "withdraw"] as const;
  return (
    <article className={styles.doc}>
      <h2 className={styles.title}>{t("marketing.title")}</h2>
      <p className={styles.summary}>{t("marketing.summary")}</p>
      {items.map((item) => (
        <section key={item} className={styles.section}>
          <h3>{t(`marketing.${item}.heading`)}</h3>
          <p>{t(`marketing.${item}.text`)}</p>
        </section>
      ))}
    </article>
  );
}
