import { useNavigate } from "react-router";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { CheckIcon } from "../../../components/ui/icons.tsx";
import { useTranslation } from "../../../lib/i18n.ts";

export default function VerifiedView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusMessage
      icon={<CheckIcon size={32} />}
      title={t("register.verifiedTitle")}
      text={t("register.verifiedText")}
      action={{ label: t("register.toLogin"), onClick: () => navigate("/login", { replace: true }) }}
    />
  );
}
