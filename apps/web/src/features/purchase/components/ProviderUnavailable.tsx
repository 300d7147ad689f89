import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { useTranslation } from "../../../lib/i18n.ts";

/** The order's payment provider cannot be opened from here (use-checkout's `unavailable`). */
export function ProviderUnavailable({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusMessage
      tone="error"
      title={t("pay.detail.providerTitle")}
      text={t("pay.detail.providerText")}
      action={{ label: t("common.goBack"), onClick: onBack, variant: "rec-secondary" }}
    />
  );
}
