import { useTranslation } from "../../lib/i18n.ts";
import { StatusMessage } from "./StatusMessage.tsx";

/** "Something went wrong" with a retry button, for a screen or section that failed to load. */
export function ErrorState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusMessage
      tone="error"
      title={t("errorPage.title")}
      text={t("errorPage.text")}
      action={{ label: t("errorPage.retry"), onClick: onRetry }}
    />
  );
}
