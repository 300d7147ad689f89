import type { TSendInfo } from "@admit/contract/transfers";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { nftSummary, TicketSummary } from "../../../components/tickets/TicketSummary.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { nftQueryOptions, useNft } from "../../../lib/queries/nfts.ts";
import { markSentAway } from "../../../lib/sent-away.ts";
import { showToast } from "../../../stores/popup.ts";
import { useSendState } from "../api/send-state.ts";
import { isGone, reasonKey } from "../utils/send-rules.ts";
import { SendForm } from "./SendForm.tsx";
import { SendResult } from "./SendResult.tsx";
import styles from "./Transfers.module.css";

/** How often a waiting send is looked at: this screen says so the moment it is received. */
const WAITING_POLL_MS = 3000;

/**
 * /nft/:id/send (spec §4 Send): choose e-mail or a code, confirm, and follow the send until it is
 * received, waiting or shown. A send already under way opens where it stands.
 */
export default function NftSendView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const nftId = Number(useParams().id);
  const nft = useNft(nftId);
  const [created, setCreated] = useState<TSendInfo>();
  const state = useSendState(nftId, { pollMs: WAITING_POLL_MS });
  const latest = state.data?.send ?? undefined;
  // The server's newest word on this send, else what the send answered when it started.
  const send = latest && (!created || latest.id === created.id) ? latest : created;
  const handedOver = send !== undefined && isGone(state.error);
  // Gone to its receiver: the ticket's page, should Back lead there, says it was sent.
  const queryClient = useQueryClient();
  const sentAway = handedOver || send?.status === "DONE";
  useEffect(() => {
    if (!sentAway) return;
    markSentAway(nftId);
    queryClient.removeQueries({ queryKey: nftQueryOptions(nftId).queryKey });
  }, [sentAway, nftId, queryClient]);

  // Not the person's token (4505), or not a token at all: home takes over, as on the ticket screen.
  const lost =
    !send && (nft.isError || state.isError) && !(nft.error instanceof ApiError && nft.error.status === 401);
  useEffect(() => {
    if (!lost) return;
    showToast(errorText(nft.error ?? state.error, t));
    navigate("/", { replace: true });
  }, [lost, nft.error, state.error, t, navigate]);

  if (send && (created || !nft.data))
    return (
      <div className={styles.page}>
        <SendResult send={send} handedOver={handedOver} timeZone={nft.data?.timeZone ?? "UTC"} />
      </div>
    );
  if (nft.isPending || state.isPending || lost) return <Spinner label={t("common.loading")} />;
  if (!nft.data || !state.data)
    return <ErrorState onRetry={() => void Promise.all([nft.refetch(), state.refetch()])} />;
  const ticket = nft.data;
  return (
    <div className={styles.page}>
      <TicketSummary {...nftSummary(ticket)} />
      {send ? (
        <SendResult send={send} handedOver={handedOver} timeZone={ticket.timeZone} />
      ) : state.data.canSend ? (
        <SendForm nft={ticket} state={state.data} onSent={setCreated} />
      ) : (
        <StatusMessage
          title={t("transfer.cannotTitle")}
          text={
            state.data.reason
              ? t(reasonKey(state.data.reason))
              : t("transfer.limitReached", { count: state.data.perDay })
          }
          action={{
            label: t("transfer.result.toTicket"),
            variant: "rec",
            onClick: () => navigate(`/nft/${ticket.id}`, { replace: true }),
          }}
        />
      )}
    </div>
  );
}
