import { useState } from "react";
import { Navigate, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/Button.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { detectInAppBrowser, externalOpenUrl, isIos, safeRoute } from "../../../lib/in-app-browser.ts";
import { useLabel } from "../../../stores/label.ts";
import { showToast } from "../../../stores/popup.ts";
import styles from "./InAppRouteView.module.css";

/**
 * Guides people in an iOS in-app browser (KakaoTalk, LINE, Instagram, Facebook …) to open the
 * same page in Safari, keeping the route they were going to. Elsewhere it goes straight there.
 */
export default function InAppRouteView() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const route = safeRoute(params.get("route"));
  const { label } = useLabel();
  const [copied, setCopied] = useState(false);
  const ua = navigator.userAgent;
  const browser = detectInAppBrowser(ua);

  if (!browser || !isIos(ua)) return <Navigate to={route} replace />;

  const targetUrl = new URL(route, window.location.origin).toString();
  const external = externalOpenUrl(browser, targetUrl);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(targetUrl);
      setCopied(true);
      showToast(t("inApp.copied"));
    } catch {
      showToast(t("inApp.copyFailed"));
    }
  };

  return (
    <div className={styles.page}>
      {label && <img className={styles.logo} src={label.logo} alt={label.displayName} />}
      <h1 className={styles.title}>{t("inApp.title")}</h1>
      <p className={styles.lead}>{t("inApp.lead", { app: t(`inApp.browser.${browser}`) })}</p>
      <ol className={styles.steps}>
        <li>{t("inApp.step1")}</li>
        <li>{t("inApp.step2")}</li>
        <li>{t("inApp.step3")}</li>
      </ol>
      <div className={styles.url} data-testid="in-app-url">
        {targetUrl}
      </div>
      <div className={styles.actions}>
        {external && (
          <a className={styles.primaryLink} href={external}>
            {t("inApp.openSafari")}
          </a>
        )}
        <Button variant={external ? "rec" : "rec-primary"} block onClick={copy}>
          {copied ? t("inApp.copiedButton") : t("inApp.copyLink")}
        </Button>
      </div>
    </div>
  );
}
