import type { TNftDetail } from "@admit/contract/nfts";
import type { CSSProperties } from "react";
import { formatDate } from "../../lib/format.ts";
import { useTranslation } from "../../lib/i18n.ts";
import styles from "./TicketSummary.module.css";

export interface TicketSummaryProps {
  image: string;
  /** The collection's colour behind the picture while it loads. */
  color?: string;
  cltnName: string;
  name: string;
  startDate: string | null;
  timeZone: string;
  seat: string | null;
  groupCount: number;
}

/** A wallet's ticket as its summary row (the send and the sell screens): its date unless hidden. */
export const nftSummary = (nft: TNftDetail): TicketSummaryProps => ({
  image: nft.image,
  color: nft.color,
  cltnName: nft.cltnName,
  name: nft.name,
  startDate: nft.hideStartDate ? null : nft.startDate,
  timeZone: nft.timeZone,
  seat: nft.seat?.name ?? null,
  groupCount: nft.groupCount,
});

/** The ticket being sent, received or sold, as one row: picture, event, name, date, seat. */
export function TicketSummary(props: TicketSummaryProps) {
  const { t, language } = useTranslation();
  return (
    <article
      className={styles.ticket}
      style={props.color ? ({ "--card-color": props.color } as CSSProperties) : undefined}
      data-testid="ticket-summary"
    >
      <img className={styles.ticketImage} src={props.image} alt="" />
      <div className={styles.ticketBody}>
        <p className={styles.ticketCltn}>{props.cltnName}</p>
        <h2 className={styles.ticketName}>{props.name}</h2>
        {props.startDate && (
          <p className={styles.ticketLine}>
            {formatDate(props.startDate, language, { time: true, weekday: true, timeZone: props.timeZone })}
          </p>
        )}
        <p className={styles.ticketMeta}>
          {props.seat && <span>{props.seat}</span>}
          {props.groupCount > 1 && <span>{t("wallet.nft.entries", { count: props.groupCount })}</span>}
        </p>
      </div>
    </article>
  );
}
