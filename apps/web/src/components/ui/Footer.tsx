import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n.ts";
import styles from "./Footer.module.css";

/** Company details of both operating entities and the policy links (spec §1). */
export function Footer({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <footer className={compact ? `${styles.footer} ${styles.compact}` : styles.footer}>
      <nav className={styles.links} aria-label={t("footer.policies")}>
        <Link to="/termsofservice">{t("footer.terms")}</Link>
        <Link to="/privacy" className={styles.strong}>
          {t("footer.privacy")}
        </Link>
        <Link to="/marketing">{t("footer.marketing")}</Link>
      </nav>
      {!compact && (
        <div className={styles.companies}>
          <address className={styles.company}>
            <strong>{t("footer.kr.name")}</strong>
            <span>{t("footer.kr.ceo")}</span>
            <span>{t("footer.kr.registration")}</span>
            <span>{t("footer.kr.commerce")}</span>
            <span>{t("footer.kr.address")}</span>
            <span>{t("footer.kr.contact")}</span>
          </address>
          <address className={styles.company}>
            <strong>{t("footer.sg.name")}</strong>
            <span>{t("footer.sg.uen")}</span>
            <span>{t("footer.sg.address")}</span>
            <span>{t("footer.sg.contact")}</span>
          </address>
        </div>
      )}
      <p className={styles.copy}>{t("footer.copyright", { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
