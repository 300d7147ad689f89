import type { QrAreaState } from "@admit/contract/nft-rules";
import type { TNftDetail } from "@admit/contract/nfts";
import type { ReactNode } from "react";
import { QrImage } from "../../../components/qr/QrImage.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { formatDate } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import type { LiveQr } from "../hooks/use-card-timers.ts";
import styles from "./QrArea.module.css";

/** Seconds left of a dynamic code. */
export function Countdown({ liveQr, now }: { liveQr: LiveQr; now: Date }) {
  const { t } = useTranslation();
  const endsAt = liveQr.receivedAt + liveQr.qr.qrValidTime * 1000;
  const seconds = Math.min(liveQr.qr.qrValidTime, Math.max(0, Math.ceil((endsAt - now.getTime()) / 1000)));
  return (
    <p className={styles.countdown} aria-live="off">
      {seconds > 0 ? t("wallet.qr.validFor", { seconds }) : t("wallet.qr.refreshing")}
    </p>
  );
}

interface QrAreaProps {
  state: QrAreaState;
  nft: Pick<TNftDetail, "status" | "usedAt" | "openDate" | "startDate" | "timeZone">;
  liveQr: LiveQr | null;
  qrError: unknown;
  now: Date;
}

/** Listed (or on its way to the sale, or its listing failed): no code works, the server refuses one. */
const ON_SALE = new Set(["SELL_REG", "SELLING", "SELL_REG_FAIL"]);
/** Being sent (or its send failed): no code works until the send is cancelled. */
const SENDING = new Set(["SENDING", "SEND_FAIL"]);

/** The top of the card's back, by the precedence of spec §4; a ticket on sale says why it has no code. */
export function QrArea({ state, nft, liveQr, qrError, now }: QrAreaProps) {
  const { t, language } = useTranslation();
  if (ON_SALE.has(nft.status))
    return (
      <div className={styles.area} data-state="sale">
        <p className={styles.message}>
          {t(nft.status === "SELL_REG_FAIL" ? "wallet.qr.saleFailed" : "wallet.qr.onSale")}
        </p>
      </div>
    );
  if (SENDING.has(nft.status))
    return (
      <div className={styles.area} data-state="sending">
        <p className={styles.message}>
          {t(nft.status === "SEND_FAIL" ? "wallet.qr.sendFailed" : "wallet.qr.sending")}
        </p>
      </div>
    );
  const when = (iso: string | null) =>
    iso ? formatDate(iso, language, { time: true, weekday: true, timeZone: nft.timeZone }) : null;
  let body: ReactNode;
  switch (state) {
    case "lock":
      body = <p className={styles.message}>{t("wallet.qr.lock")}</p>;
      break;
    case "expired":
      body = <p className={styles.message}>{t("wallet.qr.expired")}</p>;
      break;
    case "used": {
      const usedAt = when(nft.usedAt);
      body = (
        <p className={styles.message}>
          {usedAt ? t("wallet.qr.usedAt", { date: usedAt }) : t("wallet.qr.used")}
        </p>
      );
      break;
    }
    case "beforeOpen":
      body = (
        <p className={styles.message}>{t("wallet.qr.beforeOpen", { date: when(nft.openDate) ?? "" })}</p>
      );
      break;
    case "ticketLock":
      body = (
        <p className={styles.message}>{t("wallet.qr.ticketLock", { date: when(nft.startDate) ?? "" })}</p>
      );
      break;
    case "live":
      body = (
        <>
          {liveQr && <QrImage data={liveQr.qr.qrData} alt={t("wallet.qr.alt")} testId="nft-qr" />}
          {liveQr?.qr.qrType === "DYNAMIC" && <Countdown liveQr={liveQr} now={now} />}
          {!liveQr && !qrError && <Spinner label={t("common.loading")} />}
          {qrError !== null && (
            <p className={styles.error} role="alert">
              {errorText(qrError, t)}
            </p>
          )}
        </>
      );
      break;
    default: {
      const exhaustive: never = state;
      return exhaustive;
    }
  }
  return (
    <div className={styles.area} data-state={state}>
      {body}
    </div>
  );
}
