import { sizedImage } from "@admit/contract/images";
import { qrAreaState } from "@admit/contract/nft-rules";
import type { TNftDetail } from "@admit/contract/nfts";
import { type CSSProperties, type RefObject, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useNow } from "../../../lib/use-now.ts";
import { useNftApi } from "../api/nft-api.ts";
import { useCardTimers } from "../hooks/use-card-timers.ts";
import { readableOn } from "../utils/readable-on.ts";
import { CardBackDetails } from "./CardBackDetails.tsx";
import styles from "./NftCard.module.css";
import { PrecautionsSheet } from "./PrecautionsSheet.tsx";
import { QrArea } from "./QrArea.tsx";

/**
 * The card's image spans the card, at most a phone's width (CSS px; app/first-screens.ts
 * preloads it at this size).
 */
export const CARD_IMAGE_WIDTH = 430;

interface CardFrontProps {
  nft: TNftDetail;
  onFlip: () => void;
  flipRef: RefObject<HTMLButtonElement | null>;
}

function CardFront({ nft, onFlip, flipRef }: CardFrontProps) {
  const { t, language } = useTranslation();
  const showDate = nft.cltnType === "TICKET" && nft.startDate && !nft.hideStartDate;
  return (
    <>
      <div className={styles.frontTop}>
        <span className={styles.typeTag}>{t(`wallet.cltnType.${nft.cltnType}`)}</span>
        <img className={styles.logo} src={nft.cltnLogoImg} alt="" />
      </div>
      <img className={styles.image} {...sizedImage(nft.image, CARD_IMAGE_WIDTH)} alt="" />
      <p className={styles.cltnName}>{nft.cltnName}</p>
      <h2 className={styles.name}>{nft.name}</h2>
      {showDate && nft.startDate && (
        <p className={styles.line}>
          {formatDate(nft.startDate, language, { time: true, weekday: true, timeZone: nft.timeZone })}
        </p>
      )}
      <p className={styles.meta}>
        {nft.serial > 0 && <span>{t("wallet.card.serial", { serial: nft.serial })}</span>}
        {nft.seat && <span>{nft.seat.name}</span>}
        {nft.grouping && <span>{t("wallet.nft.entries", { count: nft.groupCount })}</span>}
      </p>
      <p className={styles.hint} aria-hidden="true">
        {t("wallet.nft.tapHint")}
      </p>
      {/* The whole face flips; the button spans it so it is one target, by touch or keyboard. */}
      <button
        ref={flipRef}
        type="button"
        className={styles.flipHit}
        onClick={onFlip}
        aria-label={t("wallet.nft.showQr")}
      />
    </>
  );
}

interface NftCardProps {
  nft: TNftDetail;
  onChanged: () => void;
  /** Open on the back, with the QR area (home's "Show QR code"). */
  startOnBack?: boolean;
}

/**
 * The ticket card (spec §2): the front, and on tap the back with the QR area, the details by
 * type, the seat map and the precautions. The timers of spec §4 run while it shows its back.
 */
export function NftCard({ nft, onChanged, startOnBack = false }: NftCardProps) {
  const { t } = useTranslation();
  const [flipped, setFlipped] = useState(startOnBack);
  const [infoOpen, setInfoOpen] = useState(false);
  const nftApi = useNftApi();
  const now = useNow(flipped ? 1000 : 30_000);
  const area = qrAreaState(nft, now);
  const { liveQr, qrError } = useCardTimers({ nft, flipped, live: area === "live", onChanged });
  const frontFlip = useRef<HTMLButtonElement>(null);
  const backFlip = useRef<HTMLButtonElement>(null);
  const turnedByHand = useRef(false);
  const turn = (toBack: boolean) => {
    turnedByHand.current = true;
    setFlipped(toBack);
  };
  // The face that was left becomes inert, so the focus follows to the other face's button.
  useEffect(() => {
    if (!turnedByHand.current) return;
    turnedByHand.current = false;
    (flipped ? backFlip : frontFlip).current?.focus({ preventScroll: true });
  }, [flipped]);
  const colors = { "--card-color": nft.color, "--card-text": readableOn(nft.color) } as CSSProperties;

  return (
    <div className={styles.scene}>
      <div className={styles.card} data-flipped={flipped} style={colors}>
        <section className={styles.front} aria-hidden={flipped} inert={flipped}>
          <CardFront nft={nft} onFlip={() => turn(true)} flipRef={frontFlip} />
        </section>
        <section
          className={styles.back}
          aria-hidden={!flipped}
          inert={!flipped}
          aria-label={t("wallet.nft.back")}
        >
          <div className={styles.backTop}>
            <span className={styles.backTitle}>{nft.cltnName}</span>
            <button ref={backFlip} type="button" className={styles.flipBack} onClick={() => turn(false)}>
              {t("wallet.nft.showFront")}
            </button>
          </div>
          <QrArea state={area} nft={nft} liveQr={liveQr} qrError={qrError} now={now} />
          <CardBackDetails nft={nft} />
          <div className={styles.backActions}>
            {nft.seat && (
              <Link to={nftApi.seatPath(nft.id)} className={styles.backAction}>
                {t("wallet.nft.seatMap")}
              </Link>
            )}
            <button type="button" className={styles.backAction} onClick={() => setInfoOpen(true)}>
              {t("wallet.nft.info")}
            </button>
          </div>
        </section>
      </div>
      <PrecautionsSheet nft={nft} open={infoOpen} onClose={() => setInfoOpen(false)} />
    </div>
  );
}
