import { useNavigate } from "react-router";
import { useTranslation } from "../../lib/i18n.ts";
import { StatusMessage } from "./StatusMessage.tsx";

export default function NotFoundView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusMessage
      title={t("notFound.title")}
      text={t("notFound.text")}
      icon="404"
      action={{ label: t("notFound.home"), onClick: () => navigate("/") }}
    />
  );
}
