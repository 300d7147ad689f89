import type { TNftDetail } from "@admit/contract/nfts";
import { useEffect, useRef } from "react";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { showToast } from "../../../stores/popup.ts";
import { useTransactionStatus } from "../api/get-transaction-status.ts";
import { useRetryIssue } from "../api/retry-issue.ts";

/** How often a card being issued with no transaction on its way asks again: the job sends it within seconds. */
const ISSUING_POLL_MS = 2000;

/**
 * Under a card that is not issued yet (spec §4 issuing): while ISSUING it says so and follows the
 * card's chain transaction (`trstId`, GET /nfts/{id}/transactions/{trstId}/status) until the chain
 * settles it, then reloads the card; with no transaction on its way yet it reloads the card until
 * one is. After ISSUE_FAIL it says the recording failed and offers the retry.
 */
export function IssueStatePanel({
  nft,
  onChanged,
}: {
  nft: Pick<TNftDetail, "id" | "status" | "trstId">;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const retry = useRetryIssue();
  const issuing = nft.status === "ISSUING";
  const transaction = useTransactionStatus(nft.id, issuing ? nft.trstId : null);
  const state = transaction.data?.status;
  const onItsWay = state === "PENDING" || (nft.trstId !== null && transaction.isPending);
  useEffect(() => {
    if (!issuing || onItsWay) return;
    const timer = setInterval(onChanged, ISSUING_POLL_MS);
    return () => clearInterval(timer);
  }, [issuing, onItsWay, onChanged]);
  // The transaction settled while the card waited: the card shows what it became at once.
  const seen = useRef(state);
  useEffect(() => {
    if (seen.current === "PENDING" && state !== undefined && state !== "PENDING") onChanged();
    seen.current = state;
  }, [state, onChanged]);

  if (issuing) {
    const txUrl = transaction.data?.txUrl;
    return (
      <StatusMessage
        tone="pending"
        title={t("wallet.issue.issuingTitle")}
        text={t("wallet.issue.issuingText")}
        action={
          txUrl ? (
            <a href={txUrl} target="_blank" rel="noopener noreferrer">
              {t("wallet.issue.transaction")}
            </a>
          ) : undefined
        }
      />
    );
  }
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
