import type { TNftDetail } from "@admit/contract/nfts";
import type { TSendInfo, TSendState } from "@admit/contract/transfers";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { SendCodeCard } from "../../../components/transfers/SendCodeCard.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { SendIcon } from "../../../components/ui/more-icons.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import { formatDate } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { personLabel } from "../../../lib/person-name.ts";
import { showToast } from "../../../stores/popup.ts";
import styles from "../../../styles/ticket-panel.module.css";
import { useCancelSend, useResendSend, useSendState } from "../api/send-state.ts";

/** How often a waiting send is looked at: the receiver may accept it any moment. */
const SENDING_POLL_MS = 4000;

type PanelNft = Pick<TNftDetail, "id" | "status" | "timeZone">;

/** Cancel and "mail the link again" of a send nobody has claimed, retry and cancel of a failed one. */
function SendActions({ nft, send }: { nft: PanelNft; send: TSendInfo }) {
  const { t } = useTranslation();
  const cancel = useCancelSend();
  const resend = useResendSend();
  const failed = send.status === "FAILED";
  const onError = (err: unknown) => showToast(errorText(err, t));
  return (
    <div className={styles.actions}>
      {(failed || (send.status === "PENDING" && send.method === "EMAIL")) && (
        <Button
          variant={failed ? "rec-primary" : "rec-secondary"}
          block
          loading={resend.isPending}
          disabled={cancel.isPending}
          onClick={() =>
            resend.mutate(nft.id, {
              onSuccess: () => !failed && showToast(t("transfer.panel.mailedAgain")),
              onError,
            })
          }
        >
          {t(failed ? "transfer.panel.retry" : "transfer.panel.mailAgain")}
        </Button>
      )}
      {(failed || send.status === "PENDING") && (
        <Button
          variant="rec"
          block
          loading={cancel.isPending}
          disabled={resend.isPending}
          onClick={() =>
            cancel.mutate(nft.id, { onSuccess: () => showToast(t("transfer.panel.cancelled")), onError })
          }
        >
          {t("transfer.panel.cancel")}
        </Button>
      )}
    </div>
  );
}

/** Where a send under way stands: to whom (or by code), until when, and what the sender may do. */
function SendingPanel({ nft, send }: { nft: PanelNft; send: TSendInfo }) {
  const { t, language } = useTranslation();
  const until = formatDate(send.expiresAt, language, { time: true, timeZone: nft.timeZone });
  if (send.status === "FAILED")
    return (
      <StatusMessage
        tone="error"
        title={t("transfer.panel.failedTitle")}
        text={t("transfer.panel.failedText", {
          to: personLabel(t, send.receiverName, send.email ?? t("person.recipient")),
        })}
        action={<SendActions nft={nft} send={send} />}
      />
    );
  if (send.status === "MOVING")
    return (
      <StatusMessage
        tone="pending"
        icon={<SendIcon size={30} />}
        title={t("transfer.panel.movingTitle", {
          to: personLabel(t, send.receiverName, send.email ?? t("person.recipient")),
        })}
        text={t("transfer.panel.movingText")}
      />
    );
  const byCode = send.method === "CODE";
  return (
    <StatusMessage
      tone="pending"
      icon={<SendIcon size={30} />}
      title={
        byCode ? t("transfer.panel.codeTitle") : t("transfer.panel.emailTitle", { email: send.email ?? "" })
      }
      text={t(byCode ? "transfer.panel.codeText" : "transfer.panel.emailText", { date: until })}
      action={
        <div className={styles.stack}>
          {byCode && <SendCodeCard send={send} timeZone={nft.timeZone} />}
          <SendActions nft={nft} send={send} />
        </div>
      }
    />
  );
}

/** Under an ACTIVE card: the way to send it, or — where it helps — why it cannot be sent now. */
function SendEntry({ nft, state }: { nft: PanelNft; state: TSendState }) {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  if (state.canSend)
    return (
      <div className={styles.entry}>
        <Button variant="rec-secondary" block onClick={() => navigate(`/nft/${nft.id}/send`)}>
          <span className={styles.buttonLabel}>
            <SendIcon size={20} />
            {t("transfer.panel.send")}
          </span>
        </Button>
        {state.closesAt && (
          <p className={styles.note}>
            {t("transfer.panel.sendUntil", {
              date: formatDate(state.closesAt, language, { time: true, timeZone: nft.timeZone }),
            })}
          </p>
        )}
      </div>
    );
  // Locked, used, expired, issuing or waiting cards already say why on the card or above it.
  if (state.reason === "disabled" || state.reason === "closed")
    return <p className={styles.note}>{t(`transfer.reason.${state.reason}`)}</p>;
  if (state.reason === null && state.leftToday === 0)
    return <p className={styles.note}>{t("transfer.limitReached", { count: state.perDay })}</p>;
  return null;
}

/**
 * The send part of the ticket screen (spec §4 Send: send, cancel, resend). While a send waits it
 * is looked at again now and then: once the receiver has it, the ticket leaves this wallet.
 */
export function SendPanel({ nft, onChanged }: { nft: PanelNft; onChanged: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const shown = nft.status === "ACTIVE" || nft.status === "SENDING" || nft.status === "SEND_FAIL";
  const sending = nft.status === "SENDING";
  const state = useSendState(nft.id, { enabled: shown, pollMs: SENDING_POLL_MS });
  const send = state.data?.send ?? null;
  const handedOver = sending && state.error instanceof ApiError && state.error.status === 404;

  useEffect(() => {
    if (!handedOver) return;
    showToast(t("transfer.panel.received"));
    void queryClient.invalidateQueries({ queryKey: ["nfts", "list"] });
    navigate("/", { replace: true });
  }, [handedOver, navigate, queryClient, t]);

  // The send moved on (failed, cancelled elsewhere, returned): the card's own status follows.
  const drifted = sending && state.data !== undefined && (send === null || send.status === "FAILED");
  useEffect(() => {
    if (drifted) onChanged();
  }, [drifted, onChanged]);

  if (!shown || !state.data) return null;
  if (nft.status === "ACTIVE") return <SendEntry nft={nft} state={state.data} />;
  return send ? <SendingPanel nft={nft} send={send} /> : null;
}
