import type { TSendInfo } from "@admit/contract/transfers";
import { useNavigate } from "react-router";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { SendCodeCard } from "../../../components/transfers/SendCodeCard.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { CheckIcon } from "../../../components/ui/icons.tsx";
import { SendIcon } from "../../../components/ui/more-icons.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { formatDate } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { personLabel, personName } from "../../../lib/person-name.ts";
import { showToast } from "../../../stores/popup.ts";
import { useCancelSend } from "../api/send-state.ts";
import { sendOutcome } from "../utils/send-rules.ts";
import styles from "./Transfers.module.css";

/** The two ways on from a send: the wallet, or the ticket itself. */
function Onward({ nftId, toTicket }: { nftId: number; toTicket: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.actions}>
      <Button variant="rec-primary" block onClick={() => navigate("/", { replace: true })}>
        {t("transfer.result.toWallet")}
      </Button>
      {toTicket && (
        <Button variant="rec" block onClick={() => navigate(`/nft/${nftId}`, { replace: true })}>
          {t("transfer.result.toTicket")}
        </Button>
      )}
    </div>
  );
}

/** A code send waiting to be scanned: the big QR, the code, until when, and the way to call it off. */
function ShowCode({ send, timeZone }: { send: TSendInfo; timeZone: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cancel = useCancelSend();
  return (
    <section className={styles.showCode} aria-labelledby="show-code">
      <h2 id="show-code" className={styles.title}>
        {t("transfer.result.codeTitle")}
      </h2>
      <p className={styles.lead}>{t("transfer.result.codeText")}</p>
      <SendCodeCard send={send} timeZone={timeZone} />
      <p className={styles.hint} role="status">
        {t("transfer.result.codeWatching")}
      </p>
      <Button
        variant="rec"
        block
        loading={cancel.isPending}
        onClick={() =>
          cancel.mutate(send.nftId, {
            onSuccess: () => {
              showToast(t("transfer.panel.cancelled"));
              navigate(`/nft/${send.nftId}`, { replace: true });
            },
            onError: (err) => showToast(errorText(err, t)),
          })
        }
      >
        {t("transfer.panel.cancel")}
      </Button>
    </section>
  );
}

/** Where a send stands after it started: received, on its way, waiting (by mail or code), failed. */
export function SendResult({
  send,
  handedOver,
  timeZone,
}: {
  send: TSendInfo;
  handedOver: boolean;
  timeZone: string;
}) {
  const { t, language } = useTranslation();
  // Whom it went to, as a sentence names them: the name with its honorific, else the address,
  // else "the recipient" — never an address with an honorific, never an empty slot.
  const known = personName(send.receiverName) !== null || Boolean(send.email);
  const to = personLabel(t, send.receiverName, send.email ?? t("person.recipient"));
  const outcome = sendOutcome(send, handedOver);
  switch (outcome) {
    case "received":
      return (
        <StatusMessage
          icon={<CheckIcon size={32} />}
          title={known ? t("transfer.result.sentTo", { to }) : t("transfer.result.receivedTitle")}
          text={t(known ? "transfer.result.sentText" : "transfer.result.receivedText")}
          action={<Onward nftId={send.nftId} toTicket={false} />}
        />
      );
    case "moving":
      return (
        <StatusMessage
          tone="pending"
          icon={<SendIcon size={30} />}
          title={t("transfer.panel.movingTitle", { to })}
          text={t("transfer.panel.movingText")}
          action={<Onward nftId={send.nftId} toTicket={false} />}
        />
      );
    case "waitingEmail":
      return (
        <StatusMessage
          tone="pending"
          icon={<SendIcon size={30} />}
          title={t("transfer.panel.emailTitle", { email: send.email ?? to })}
          text={t("transfer.panel.emailText", {
            date: formatDate(send.expiresAt, language, { time: true, timeZone }),
          })}
          action={<Onward nftId={send.nftId} toTicket />}
        />
      );
    case "showCode":
      return <ShowCode send={send} timeZone={timeZone} />;
    case "failed":
      return (
        <StatusMessage
          tone="error"
          title={t("transfer.panel.failedTitle")}
          text={t("transfer.panel.failedText", { to })}
          action={<Onward nftId={send.nftId} toTicket />}
        />
      );
    case "over":
      return (
        <StatusMessage
          title={t("transfer.result.overTitle")}
          text={t("transfer.result.overText")}
          action={<Onward nftId={send.nftId} toTicket />}
        />
      );
    default: {
      const exhaustive: never = outcome;
      return exhaustive;
    }
  }
}
