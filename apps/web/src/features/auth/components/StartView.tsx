import type { LoginMethod } from "@admit/contract/labels";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/Button.tsx";
import { GlobeIcon } from "../../../components/ui/icons.tsx";
import { LANGUAGE_NAMES, LanguageSheet } from "../../../components/ui/LanguageSheet.tsx";
import { currentLanguage, useTranslation } from "../../../lib/i18n.ts";
import { useLabel } from "../../../stores/label.ts";
import { pushAlert, showToast } from "../../../stores/popup.ts";
import styles from "./StartView.module.css";

const METHOD_ORDER: LoginMethod[] = ["kakao", "google", "email"];

/** The login entry (spec §2 StartView); `?code=401` tells the person their session ended. */
export default function StartView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [languageOpen, setLanguageOpen] = useState(false);
  const { label, failed } = useLabel();
  const methods = label?.loginMethods ?? (failed ? METHOD_ORDER : []);
  const told = useRef(false);

  useEffect(() => {
    if (params.get("code") === "401" && !told.current) {
      told.current = true;
      showToast(t("start.sessionExpired"));
    }
  }, [params, t]);

  // Social sign-in arrives with the accounts work; until then say so instead of a dead redirect.
  const social = (provider: "kakao" | "google") => () =>
    pushAlert({ message: t("start.socialUnavailable", { provider: t(`start.provider.${provider}`) }) });

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
              onClick={social(m)}
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
