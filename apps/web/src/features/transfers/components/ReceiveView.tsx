import { receiveCodeOf } from "@admit/contract/transfers";
import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { TicketIcon } from "../../../components/ui/icons.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { rememberCode } from "../../../lib/pending-code.ts";
import { useAuthStore } from "../../../stores/auth.ts";
import { ReceivePreview } from "./ReceivePreview.tsx";
import styles from "./Transfers.module.css";
import { UnknownCode } from "./UnknownCode.tsx";

/**
 * Signed out: the code is kept in this browser, so that signing in — or signing up, whose mail may
 * open in another tab, and whose first visit passes the welcome page — comes back to it from home.
 */
function SignInToReceive({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => rememberCode("receive", code), [code]);
  return (
    <StatusMessage
      icon={<TicketIcon size={32} />}
      title={t("receive.signInTitle")}
      text={t("receive.signInText")}
      action={
        <div className={styles.actions}>
          <Button variant="rec-primary" block onClick={() => navigate("/login/start")}>
            {t("receive.signIn")}
          </Button>
          <Button variant="rec" block onClick={() => navigate("/register/start")}>
            {t("receive.signUp")}
          </Button>
        </div>
      }
    />
  );
}

/**
 * /receive/:code — the link of a send (mailed, or in the QR a sender shows) and where the scan
 * tab leads. Open to visitors, who are asked to sign in first; a signed-in person sees what the
 * code gives and accepts it.
 */
export default function ReceiveView() {
  const code = receiveCodeOf(useParams().code ?? "");
  const signedIn = useAuthStore((s) => s.user !== null);
  if (!code)
    return (
      <div className={styles.page}>
        <UnknownCode />
      </div>
    );
  return (
    <div className={styles.page} data-testid="receive">
      {signedIn ? <ReceivePreview code={code} /> : <SignInToReceive code={code} />}
    </div>
  );
}
