import { useTranslation } from "../../lib/i18n.ts";
import { Button } from "../ui/Button.tsx";
import { StatusMessage } from "./StatusMessage.tsx";

/** "Something went wrong" with a retry button, for a screen or section that failed to load. */
export function ErrorState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusMessage
      tone="error"
      title={t("errorPage.title")}
      text={t("errorPage.text")}
      action={
        <Button variant="rec-primary" block onClick={onRetry}>
          {t("errorPage.retry")}
        </Button>
      }
    />
  );
}
