import type { TNftDetail } from "@admit/contract/nfts";
import { useEffect } from "react";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { showToast } from "../../../stores/popup.ts";
import { useRetryIssue } from "../api/retry-issue.ts";

/** How often a card being issued asks again: the job issues within seconds. */
const ISSUING_POLL_MS = 2000;

/**
 * Under a card that is not issued yet (spec §4 issuing): while ISSUING it says so and reloads the
 * card until it is done; after ISSUE_FAIL it says the recording failed and offers the retry.
 */
export function IssueStatePanel({
  nft,
  onChanged,
}: {
  nft: Pick<TNftDetail, "id" | "status">;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const retry = useRetryIssue();
  const issuing = nft.status === "ISSUING";
  useEffect(() => {
    if (!issuing) return;
    const timer = setInterval(onChanged, ISSUING_POLL_MS);
    return () => clearInterval(timer);
  }, [issuing, onChanged]);

  if (issuing)
    return (
      <StatusMessage
        tone="pending"
        title={t("wallet.issue.issuingTitle")}
        text={t("wallet.issue.issuingText")}
      />
    );
  if (nft.status !== "ISSUE_FAIL") return null;
  return (
    <StatusMessage
      tone="error"
      title={t("wallet.issue.failedTitle")}
      text={t("wallet.issue.failedText")}
      action={{
        label: t("wallet.issue.retry"),
        onClick: () => retry.mutate(nft.id, { onError: (err) => showToast(errorText(err, t)) }),
        loading: retry.isPending,
      }}
    />
  );
}
