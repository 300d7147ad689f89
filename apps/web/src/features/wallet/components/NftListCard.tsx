import { sizedImage } from "@admit/contract/images";
import type { TNftListItem } from "@admit/contract/nfts";
import type { CSSProperties } from "react";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { cardBadge, cardHref } from "../utils/card-badge.ts";
import { CardBadge } from "./CardBadge.tsx";
import styles from "./NftListCard.module.css";

/**
 * One token of the home list; a pending questionnaire or a sale adds its own link below.
 * `firstOnScreen`: a row of the first screen, whose image is not left to lazy loading (it is
 * the page's largest paint).
 */
export function NftListCard({ nft, firstOnScreen = false }: { nft: TNftListItem; firstOnScreen?: boolean }) {
  const { t, language } = useTranslation();
  const { action } = cardBadge(nft);
  const showDate = nft.startDate && !nft.hideStartDate;
  return (
    <article className={styles.item} style={{ "--card-color": nft.color } as CSSProperties}>
      <Link to={cardHref(nft)} className={styles.card}>
        <img
          className={styles.image}
          {...sizedImage(nft.image, 84)}
          alt=""
          loading={firstOnScreen ? "eager" : "lazy"}
          fetchPriority={firstOnScreen ? "high" : "auto"}
          decoding="async"
        />
        <div className={styles.body}>
          <div className={styles.top}>
            <span className={styles.cltn}>{nft.cltnName}</span>
            <CardBadge nft={nft} />
          </div>
          <h3 className={styles.name}>{nft.name}</h3>
          {showDate && nft.startDate && (
            <p className={styles.date}>
              {formatDate(nft.startDate, language, { time: true, weekday: true, timeZone: nft.timeZone })}
            </p>
          )}
          <p className={styles.meta}>
            {nft.serial > 0 && <span>{t("wallet.card.serial", { serial: nft.serial })}</span>}
            {nft.seat && <span>{nft.seat.name}</span>}
            {nft.grouping && <span>{t("wallet.card.groupCount", { count: nft.groupCount })}</span>}
          </p>
        </div>
      </Link>
      {action === "qtnr" && (
        <Link to={`/nft/qtnr/${nft.id}`} className={styles.action}>
          {t("wallet.card.qtnrPrompt")}
        </Link>
      )}
      {action === "apply" && (
        <Link to={`/discover/event/apply/form/${nft.cltnId}`} className={styles.action}>
          {t("wallet.card.applyPrompt")}
        </Link>
      )}
      {action === "sale" && (
        <Link to={`/nft/sales/${nft.id}`} className={styles.action}>
          {t("wallet.card.manageSale")}
        </Link>
      )}
    </article>
  );
}
