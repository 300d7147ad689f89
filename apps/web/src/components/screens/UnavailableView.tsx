import { useNavigate } from "react-router";
import { useTranslation } from "../../lib/i18n.ts";
import { ClockIcon } from "../ui/more-icons.tsx";
import { StatusMessage } from "./StatusMessage.tsx";

/** The honest state of a screen whose feature has not shipped yet: no invented data. */
export default function UnavailableView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusMessage
      tone="pending"
      icon={<ClockIcon size={32} />}
      title={t("unavailable.title")}
      text={t("unavailable.text")}
      action={{
        label: t("common.goBack"),
        onClick: () => (window.history.state?.idx > 0 ? navigate(-1) : navigate("/")),
        variant: "rec-secondary",
      }}
    />
  );
}
