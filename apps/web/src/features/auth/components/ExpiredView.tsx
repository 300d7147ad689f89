import { useSearchParams } from "react-router";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { ClockIcon } from "../../../components/ui/more-icons.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { ResendButton } from "./ResendButton.tsx";

/** A verification link older than 24 hours: offer a new one. */
export default function ExpiredView() {
  const { t } = useTranslation();
  const email = useSearchParams()[0].get("email") ?? "";
  return (
    <StatusMessage
      tone="error"
      icon={<ClockIcon size={32} />}
      title={t("register.expiredTitle")}
      text={t("register.expiredText")}
      action={<ResendButton email={email} variant="rec-primary" />}
    />
  );
}
