import { useLocation, useNavigate } from "react-router";
import { Button } from "../../../components/ui/Button.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { session } from "../../../lib/storage.ts";
import styles from "./Claims.module.css";
import type { ClaimsNamespace } from "./EventHeader.tsx";

/**
 * Signed out: sign in (or up) and come back here. The return route is kept where the guard keeps
 * it when it sends someone to sign in (session storage `route`), which sign-in reads afterwards.
 */
export function SignInPrompt({ ns }: { ns: ClaimsNamespace }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const go = (path: string) => {
    session.set("route", `${pathname}${search}`);
    navigate(path);
  };
  return (
    <div className={styles.status}>
      <p className={styles.statusText}>{t(`${ns}.signInText`)}</p>
      <div className={styles.actions}>
        <Button variant="rec-primary" block onClick={() => go("/login/start")}>
          {t(`${ns}.signIn`)}
        </Button>
        <Button variant="rec" block onClick={() => go("/register/start")}>
          {t(`${ns}.signUp`)}
        </Button>
      </div>
    </div>
  );
}
