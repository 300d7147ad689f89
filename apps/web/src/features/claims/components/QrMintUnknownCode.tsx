import { useNavigate } from "react-router";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import styles from "./QrMintView.module.css";

/** A code that is no claim code, or one the server does not know: type it again, or scan. */
export function QrMintUnknownCode() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusMessage
      tone="error"
      title={t("claims.mint.unknown.title")}
      text={t("claims.mint.unknown.text")}
      action={
        <div className={styles.actions}>
          <Button variant="rec-primary" block onClick={() => navigate("/qr/mint")}>
            {t("claims.mint.unknown.type")}
          </Button>
          <Button variant="rec" block onClick={() => navigate("/qr")}>
            {t("claims.mint.unknown.scan")}
          </Button>
        </div>
      }
    />
  );
}
