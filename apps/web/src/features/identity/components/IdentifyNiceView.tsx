import { useMutation } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { api } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import styles from "./IdentifyNiceView.module.css";

/** A path of this app to go on to; anything else goes home. */
const safeNext = (next: string | null) => (next?.startsWith("/") && !next.startsWith("//") ? next : "/");

/**
 * /identify/nice: adult (19+) events need an identity check first. The provider's page verifies
 * the birth date and sends the customer back here with the outcome, then on to `next`.
 */
export default function IdentifyNiceView() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const next = safeNext(params.get("next"));
  const outcome = params.get("identity");
  const start = useMutation({
    mutationFn: () =>
      api<{ redirectUrl: string }>("/identity/start", {
        method: "POST",
        body: { next: `/identify/nice?next=${encodeURIComponent(next)}` },
      }),
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
  });

  if (outcome === "verified")
    return (
      <StatusMessage
        icon="✓"
        title={t("identify.verifiedTitle")}
        text={t("identify.verifiedText")}
        action={
          <Link className={styles.link} to={next}>
            {t("identify.continue")}
          </Link>
        }
      />
    );
  if (outcome === "underAge")
    return (
      <StatusMessage
        tone="error"
        title={t("identify.underAgeTitle")}
        text={t("identify.underAgeText")}
        action={
          <Link className={styles.link} to="/discover">
            {t("identify.browse")}
          </Link>
        }
      />
    );
  return (
    <div className={styles.page}>
      <StatusMessage
        icon="19"
        tone={outcome === "failed" ? "error" : "neutral"}
        title={t("identify.title")}
        text={t(outcome === "failed" ? "identify.failedText" : "identify.lead")}
      />
      <p className={styles.note}>{t("identify.privacy")}</p>
      {start.isError && (
        <p className={styles.error} role="alert">
          {errorText(start.error, t)}
        </p>
      )}
      <Button variant="rec-primary" block loading={start.isPending} onClick={() => start.mutate()}>
        {t(outcome === "failed" ? "identify.retry" : "identify.start")}
      </Button>
    </div>
  );
}
