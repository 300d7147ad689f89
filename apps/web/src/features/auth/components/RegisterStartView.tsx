import { Link, useNavigate } from "react-router";
import formPage from "../../../components/forms/FormPage.module.css";
import { Button } from "../../../components/ui/Button.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { useLabel } from "../../../stores/label.ts";
import { useSocialSignIn } from "../hooks/use-social-sign-in.ts";
import styles from "./AuthPage.module.css";

/** Choose how to sign up: only the login methods of the current label. */
export default function RegisterStartView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { label, failed } = useLabel();
  const methods = label?.loginMethods ?? (failed ? ["kakao", "google", "email"] : []);
  const socialSignIn = useSocialSignIn();
  return (
    <div className={formPage.page}>
      <h2 className={formPage.title}>{t("register.startTitle")}</h2>
      <p className={formPage.lead}>{t("register.startLead")}</p>
      <div className={formPage.actions}>
        {methods.includes("kakao") && (
          <Button variant="round" block onClick={() => socialSignIn("kakao")}>
            {t("start.with.kakao")}
          </Button>
        )}
        {methods.includes("google") && (
          <Button variant="round-white" block onClick={() => socialSignIn("google")}>
            {t("start.with.google")}
          </Button>
        )}
        {methods.includes("email") && (
          <Button variant="round-primary" block onClick={() => navigate("/register/email")}>
            {t("register.withEmail")}
          </Button>
        )}
        <div className={styles.links}>
          <span>{t("register.haveAccount")}</span>
          <Link to="/login">{t("login.submit")}</Link>
        </div>
      </div>
    </div>
  );
}
