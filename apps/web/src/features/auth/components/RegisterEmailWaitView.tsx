import { useNavigate, useSearchParams } from "react-router";
import formPage from "../../../components/forms/FormPage.module.css";
import { Button } from "../../../components/ui/Button.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import styles from "./AuthPage.module.css";
import { ResendButton } from "./ResendButton.tsx";

/** After sign-up (or a sign-in before verifying): the mail is on its way. */
export default function RegisterEmailWaitView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const email = useSearchParams()[0].get("email") ?? "";
  return (
    <div className={formPage.page}>
      <h2 className={formPage.title}>{t("register.waitTitle")}</h2>
      <p className={formPage.lead}>{t("register.waitLead")}</p>
      {email && <p className={styles.email}>{email}</p>}
      <p className={formPage.lead}>{t("register.waitHint")}</p>
      <div className={formPage.actions}>
        <Button variant="rec-primary" block onClick={() => navigate("/login")}>
          {t("register.toLogin")}
        </Button>
        <ResendButton email={email} />
      </div>
    </div>
  );
}
