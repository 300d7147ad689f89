import { useNavigate } from "react-router";
import { useTranslation } from "../../lib/i18n.ts";
import { Button } from "../ui/Button.tsx";
import { ClockIcon } from "../ui/icons.tsx";
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
      action={
        <Button
          variant="rec-secondary"
          block
          onClick={() => (window.history.state?.idx > 0 ? navigate(-1) : navigate("/"))}
        >
          {t("common.goBack")}
        </Button>
      }
    />
  );
}
