import { useNavigate } from "react-router";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { useTranslation } from "../../../lib/i18n.ts";

/** A stage opened without a purchase in progress (a link from elsewhere, or another tab finished it). */
export function NoOrder() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusMessage
      title={t("pay.noOrder.title")}
      text={t("pay.noOrder.text")}
      action={{ label: t("pay.noOrder.action"), onClick: () => navigate("/discover") }}
    />
  );
}
