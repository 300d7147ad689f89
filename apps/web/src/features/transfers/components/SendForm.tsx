import type { TNftDetail } from "@admit/contract/nfts";
import { SEND_CLAIM_DAYS, type TSendInfo, type TSendState } from "@admit/contract/transfers";
import { type FormEvent, useState } from "react";
import { EmailField } from "../../../components/forms/AccountFields.tsx";
import { SubmitButton } from "../../../components/forms/SubmitButton.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Segmented } from "../../../components/ui/Segmented.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatDate } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useMe } from "../../../lib/queries/me.ts";
import { showToast } from "../../../stores/popup.ts";
import { useSendNft } from "../api/send-nft.ts";
import { claimDeadline, recipientError, sendErrorText } from "../utils/send-rules.ts";
import styles from "./Transfers.module.css";

type Method = "email" | "code";

/** What happens when the ticket goes, in a short list the sender reads before sending. */
function Consequences({ items }: { items: string[] }) {
  return (
    <ul className={styles.points}>
      {items.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}

/**
 * The two ways to send (spec §4 Send): to an e-mail — checked here, then confirmed after reading
 * what happens — or a code to show the person next to you.
 */
export function SendForm({
  nft,
  state,
  onSent,
}: {
  nft: Pick<TNftDetail, "id" | "timeZone">;
  state: TSendState;
  onSent: (send: TSendInfo) => void;
}) {
  const { t, language } = useTranslation();
  const me = useMe();
  const send = useSendNft();
  const [method, setMethod] = useState<Method>("email");
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const until = formatDate(claimDeadline(new Date(), state.closesAt), language, {
    time: true,
    timeZone: nft.timeZone,
  });
  const qrStops = t("transfer.confirm.qrStops");

  const handleNext = (e: FormEvent) => {
    e.preventDefault();
    const invalid = recipientError(email, me.data?.email);
    setError(invalid && t(invalid));
    if (!invalid) setConfirming(true);
  };

  const handleSend = (to?: string) =>
    send.mutate(
      { id: nft.id, email: to },
      {
        onSuccess: onSent,
        onError: (err) => {
          if (err instanceof ApiError && (err.code === "SEND_TO_SELF" || err.field === "email")) {
            setConfirming(false);
            return setError(err.code === "SEND_TO_SELF" ? t("error.sendToSelf") : t("valid.email"));
          }
          showToast(sendErrorText(err, t));
        },
      },
    );

  return (
    <>
      <Segmented
        className={styles.methods}
        legend={t("transfer.method.legend")}
        values={["email", "code"] as const}
        value={method}
        label={(m) => t(`transfer.method.${m}`)}
        onChange={(m) => {
          setMethod(m);
          setConfirming(false);
        }}
      />
      {method === "code" ? (
        <section className={styles.step}>
          <Consequences items={[t("transfer.code.how"), t("transfer.code.wait", { date: until }), qrStops]} />
          <Button variant="rec-primary" block loading={send.isPending} onClick={() => handleSend()}>
            {t("transfer.code.create")}
          </Button>
        </section>
      ) : confirming ? (
        <section className={styles.step} aria-labelledby="send-confirm">
          <h3 id="send-confirm" className={styles.stepTitle}>
            {t("transfer.confirm.title", { email: email.trim() })}
          </h3>
          <Consequences
            items={[
              t("transfer.confirm.member"),
              t("transfer.confirm.link", { date: until, days: SEND_CLAIM_DAYS }),
              qrStops,
            ]}
          />
          <Button
            variant="rec-primary"
            block
            loading={send.isPending}
            onClick={() => handleSend(email.trim().toLowerCase())}
          >
            {t("transfer.confirm.send")}
          </Button>
          <Button variant="rec" block disabled={send.isPending} onClick={() => setConfirming(false)}>
            {t("transfer.confirm.change")}
          </Button>
        </section>
      ) : (
        <form className={styles.step} onSubmit={handleNext} noValidate>
          <EmailField
            label={t("transfer.email.label")}
            autoComplete="off"
            value={email}
            onValue={(v) => {
              setEmail(v);
              if (error) setError(undefined);
            }}
            error={error}
          />
          <p className={styles.hint}>{t("transfer.email.hint")}</p>
          <SubmitButton>{t("transfer.email.next")}</SubmitButton>
        </form>
      )}
      <p className={styles.left} data-testid="sends-left">
        {t("transfer.leftToday", { left: state.leftToday, perDay: state.perDay })}
      </p>
    </>
  );
}
