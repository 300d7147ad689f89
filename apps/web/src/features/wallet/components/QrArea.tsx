import type { QrAreaState } from "@admit/contract/nft-rules";
import type { TNftDetail } from "@admit/contract/nfts";
import { type ReactNode, useEffect, useState } from "react";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { errorText } from "../../../lib/api-client.ts";
import { formatDate } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import type { LiveQr } from "../hooks/use-card-timers.ts";
import styles from "./QrArea.module.css";

const QR_PX = 232;

/** Draws the code; the drawing library loads only when a code is first shown. */
export function QrImage({ data }: { data: string }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    import("qrcode")
      .then((qrcode) => qrcode.toDataURL(data, { width: QR_PX * 2, margin: 1, errorCorrectionLevel: "M" }))
      .then(
        (url) => {
          if (!current) return;
          setSrc(url);
          setFailed(false);
        },
        () => current && setFailed(true),
      );
    return () => {
      current = false;
    };
  }, [data]);
  if (failed) return <p className={styles.message}>{t("wallet.qr.drawFailed")}</p>;
  // The previous code stays up until the next one is drawn, so the square does not blink.
  if (!src) return <Spinner label={t("common.loading")} />;
  return (
    <img
      className={styles.qr}
      data-testid="nft-qr"
      src={src}
      alt={t("wallet.qr.alt")}
      width={QR_PX}
      height={QR_PX}
    />
  );
}

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
  nft: Pick<TNftDetail, "usedAt" | "openDate" | "startDate" | "timeZone">;
  liveQr: LiveQr | null;
  qrError: unknown;
  now: Date;
}

/** The top of the card's back, by the precedence of spec §4. */
export function QrArea({ state, nft, liveQr, qrError, now }: QrAreaProps) {
  const { t, language } = useTranslation();
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
          {liveQr && <QrImage data={liveQr.qr.qrData} />}
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
