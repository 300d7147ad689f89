import type { TReceivePreview } from "@admit/contract/transfers";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { TicketSummary } from "../../../components/tickets/TicketSummary.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import { formatDate } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { forgetCode } from "../../../lib/pending-code.ts";
import { personLabel, personName } from "../../../lib/person-name.ts";
import { useAuthStore } from "../../../stores/auth.ts";
import { showToast } from "../../../stores/popup.ts";
import { useReceiveNft, useReceivePreview } from "../api/receive-nft.ts";
import styles from "./Transfers.module.css";
import { UnknownCode } from "./UnknownCode.tsx";

/** Who sent it: their picture (or initial) and name. */
function Sender({ sender }: { sender: TReceivePreview["sender"] }) {
  const { t } = useTranslation();
  const name = personName(sender.name);
  return (
    <div className={styles.sender}>
      {sender.profileImg ? (
        <img className={styles.avatar} src={sender.profileImg} alt="" />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {(name ?? t("notify.someone")).slice(0, 1).toUpperCase()}
        </span>
      )}
      <h2 className={styles.senderLine}>
        {name
          ? t("receive.from", { sender: name })
          : t("notify.NFT_RECEIVE.from", { sender: t("notify.someone") })}
      </h2>
    </div>
  );
}

/** Why this person cannot accept it, and the way on. */
function Refusal({ preview }: { preview: TReceivePreview }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reason = preview.reason ?? "taken";
  const values = {
    sender: personLabel(t, preview.sender.name, t("person.sender")),
    email: preview.addressedTo ?? "",
  };
  return (
    <section className={styles.notice} role="status" data-reason={reason}>
      <h3 className={styles.noticeTitle}>{t(`receive.reason.${reason}.title`)}</h3>
      <p className={styles.noticeText}>{t(`receive.reason.${reason}.text`, values)}</p>
      <Button variant="rec" block onClick={() => navigate("/", { replace: true })}>
        {t("transfer.result.toWallet")}
      </Button>
    </section>
  );
}

/** The signed-in person's view of a code: the ticket, who sends it, and Accept (or why not). */
export function ReceivePreview({ code }: { code: string }) {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const clearAuth = useAuthStore((s) => s.clear);
  const preview = useReceivePreview(code, true);
  const receive = useReceiveNft();
  const { error } = preview;
  const signedOut = error instanceof ApiError && error.status === 401;

  // Here, signed in, with the code: nothing is left for the home screen to come back to.
  useEffect(() => forgetCode("receive"), []);
  // The session ended meanwhile: this page is open to visitors, so it asks to sign in again.
  useEffect(() => {
    if (signedOut) clearAuth();
  }, [signedOut, clearAuth]);

  if (preview.isPending || signedOut) return <Spinner label={t("common.loading")} />;
  if (error instanceof ApiError && error.status === 404) return <UnknownCode />;
  if (!preview.data) return <ErrorState onRetry={() => void preview.refetch()} />;
  const { nft, sender } = preview.data;
  const handleAccept = () =>
    receive.mutate(code, {
      onSuccess: ({ nftId }) => {
        showToast(t("receive.accepted"));
        navigate(`/nft/${nftId}`, { replace: true });
      },
      onError: (err) => {
        showToast(errorText(err, t));
        void preview.refetch();
      },
    });
  return (
    <>
      <Sender sender={sender} />
      <TicketSummary
        image={nft.image}
        color={nft.color}
        cltnName={nft.cltnName}
        name={nft.name}
        startDate={nft.startDate}
        timeZone={nft.timeZone}
        seat={nft.seat}
        groupCount={nft.groupCount}
      />
      {preview.data.canReceive ? (
        <section className={styles.step}>
          <p className={styles.hint}>
            {t("receive.until", {
              date: formatDate(preview.data.expiresAt, language, { time: true, timeZone: nft.timeZone }),
            })}
          </p>
          <Button variant="rec-primary" block loading={receive.isPending} onClick={handleAccept}>
            {t("receive.accept")}
          </Button>
          <Button variant="rec" block disabled={receive.isPending} onClick={() => navigate("/")}>
            {t("receive.notNow")}
          </Button>
        </section>
      ) : (
        <Refusal preview={preview.data} />
      )}
    </>
  );
}
