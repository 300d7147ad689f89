import { Navigate, useNavigate, useSearchParams } from "react-router";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { GlobeIcon } from "../../../components/ui/icons.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { detectInAppBrowser, systemBrowserUrl } from "../../../lib/in-app-browser.ts";
import { stagePath } from "../utils/stage-path.ts";
import styles from "./WalletLink.module.css";

/**
 * `unsupported`: an in-app browser (KakaoTalk, Instagram …) has no wallet to connect. The same
 * step opens in the system browser — KakaoTalk's and LINE's own way, Chrome on Android, the
 * Safari guide on iOS — as social sign-in does.
 */
export function OpenInBrowser() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const userAgent = navigator.userAgent;
  const browser = detectInAppBrowser(userAgent);
  const choose = stagePath("choose", params);
  if (!browser) return <Navigate to={choose} replace />;
  const outside = systemBrowserUrl(browser, userAgent, new URL(choose, window.location.origin).toString());
  return (
    <div className={styles.page}>
      <StatusMessage
        icon={<GlobeIcon size={32} />}
        title={t("wallet.link.unsupported.title")}
        text={t("wallet.link.unsupported.text", { app: t(`inApp.browser.${browser}`) })}
        action={
          outside ? (
            <a className={styles.primaryLink} href={outside}>
              {t("wallet.link.unsupported.open")}
            </a>
          ) : (
            {
              label: t("wallet.link.unsupported.open"),
              onClick: () => navigate(`/in_app/route?route=${encodeURIComponent(choose)}`),
            }
          )
        }
      />
    </div>
  );
}
