import type { LoginMethod } from "@admit/contract/labels";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/Button.tsx";
import { GlobeIcon } from "../../../components/ui/icons.tsx";
import { LANGUAGE_NAMES, LanguageSheet } from "../../../components/ui/LanguageSheet.tsx";
import { currentLanguage, useTranslation } from "../../../lib/i18n.ts";
import { useLabel } from "../../../stores/label.ts";
import { pushAlert, showToast } from "../../../stores/popup.ts";
import { useSocialSignIn } from "../hooks/use-social-sign-in.ts";
import styles from "./StartView.module.css";

const METHOD_ORDER: LoginMethod[] = ["kakao", "google", "email"];

/** Why a social sign-in came back without a session (the server's `?oauthError=`). */
const OAUTH_ERRORS = ["unavailable", "denied", "failed", "email"] as const;
type OAuthErrorReason = (typeof OAUTH_ERRORS)[number];

/** The login entry (spec §2 StartView); `?code=401` tells the person their session ended. */
export default function StartView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [languageOpen, setLanguageOpen] = useState(false);
  const { label, failed } = useLabel();
  const methods = label?.loginMethods ?? (failed ? METHOD_ORDER : []);
  const told = useRef(false);

  const socialSignIn = useSocialSignIn();

  useEffect(() => {
    if (told.current) return;
    if (params.get("code") === "401") {
      told.current = true;
      showToast(t("start.sessionExpired"));
    }
    const oauthError = params.get("oauthError");
    if (oauthError) {
      told.current = true;
      const reason = OAUTH_ERRORS.includes(oauthError as OAuthErrorReason) ? oauthError : "failed";
      pushAlert({ message: t(`start.oauthError.${reason}`) });
    }
  }, [params, t]);

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <button type="button" className={styles.language} onClick={() => setLanguageOpen(true)}>
          <GlobeIcon size={18} />
          <span>{LANGUAGE_NAMES[currentLanguage()]}</span>
        </button>
      </div>
      <div className={styles.hero}>
        {label ? (
          <img className={styles.logo} src={label.startLogo} alt={label.displayName} />
        ) : (
          <div className={styles.logoPlaceholder} aria-hidden="true" />
        )}
        <h1 className={styles.headline}>{t("start.headline")}</h1>
        <p className={styles.lead}>{t("start.lead")}</p>
      </div>
      <div className={styles.actions} data-testid="login-methods">
        {METHOD_ORDER.filter((m) => methods.includes(m)).map((m) =>
          m === "email" ? (
            <Button key={m} variant="round-white" block onClick={() => navigate("/login")}>
              {t("start.withEmail")}
            </Button>
          ) : (
            <Button
              key={m}
              variant={m === "kakao" ? "round" : "round-white"}
              className={styles[m]}
              block
              onClick={() => socialSignIn(m)}
            >
              {t(`start.with.${m}`)}
            </Button>
          ),
        )}
        <p className={styles.register}>
          {t("start.noAccount")} <Link to="/register/start">{t("start.register")}</Link>
        </p>
        <Link className={styles.browse} to="/event">
          {t("start.browse")}
        </Link>
      </div>
      <LanguageSheet open={languageOpen} onClose={() => setLanguageOpen(false)} />
    </div>
  );
}
