import { useNavigate } from "react-router";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { useTranslation } from "../../../lib/i18n.ts";

/** A link that was used already, altered or never ours. */
export default function InvalidView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusMessage
      tone="error"
      title={t("register.invalidTitle")}
      text={t("register.invalidText")}
      action={{ label: t("register.toLogin"), onClick: () => navigate("/login") }}
    />
  );
}
