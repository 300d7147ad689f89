import { useNavigate } from "react-router";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { useTranslation } from "../../../lib/i18n.ts";

/** A code that is no receive code, or one the server does not know. */
export function UnknownCode() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusMessage
      tone="error"
      title={t("receive.unknownTitle")}
      text={t("receive.unknownText")}
      action={{ label: t("receive.scanAgain"), variant: "rec", onClick: () => navigate("/qr") }}
    />
  );
}
