import { sizedImage } from "@admit/contract/images";
import type { TNftListItem, TPendingOrder } from "@admit/contract/nfts";
import type { CSSProperties } from "react";
import { Link } from "react-router";
import badges from "../../../components/ui/Badge.module.css";
import { QrIcon } from "../../../components/ui/icons.tsx";
import { formatDate } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useNow } from "../../../lib/use-now.ts";
import { cardBadge, cardHref } from "../utils/card-badge.ts";
import { startsIn } from "../utils/starts-in.ts";
import { CardBadge } from "./CardBadge.tsx";
import styles from "./WalletHighlights.module.css";

/** The next ticket's image width (CSS px; app/first-screens.ts preloads it at this size). */
export const NEXT_UP_WIDTH = 96;

/**
 * The next event the person can go to, pinned above the list: when, how long until it starts,
 * and its QR one tap away (the card opens on its back). A locked card opens its lock's page.
 */
export function NextUpCard({ nft }: { nft: TNftListItem }) {
  const { t, language } = useTranslation();
  const now = useNow(30_000);
  if (!nft.startDate) return null;
  const start = new Date(nft.startDate);
  const when = startsIn(start, now, language, nft.timeZone);
  return (
    <section
      className={styles.nextUp}
      aria-labelledby="next-up-title"
      style={{ "--card-color": nft.color } as CSSProperties}
    >
      <Link to={cardHref(nft)} className={styles.nextUpCard}>
        <img
          className={styles.nextUpImage}
          {...sizedImage(nft.image, NEXT_UP_WIDTH)}
          alt=""
          fetchPriority="high"
          decoding="async"
        />
        <div className={styles.nextUpBody}>
          <p className={styles.eyebrow} id="next-up-title">
            {t("wallet.nextUp.title")}
          </p>
          <h2 className={styles.nextUpName}>{nft.cltnName}</h2>
          <p className={styles.nextUpWhen}>
            {formatDate(start, language, { time: true, weekday: true, timeZone: nft.timeZone })}
          </p>
          <p className={styles.countdown} data-now={when === null}>
            {when === null ? t("wallet.nextUp.now") : t("wallet.nextUp.startsIn", { when })}
          </p>
          {(nft.seat || nft.name) && (
            <p className={styles.nextUpMeta}>{[nft.name, nft.seat?.name].filter(Boolean).join(" · ")}</p>
          )}
        </div>
      </Link>
      {nft.isLock ? (
        <Link to={cardHref(nft)} className={styles.qrButton} data-locked="true">
          {t("wallet.nextUp.locked")}
        </Link>
      ) : (
        <Link to={`/nft/${nft.id}?face=qr`} className={styles.qrButton}>
          <QrIcon size={20} />
          {t("wallet.nextUp.showQr")}
        </Link>
      )}
    </section>
  );
}

/** Where a card that needs its holder leads: straight to the form it waits for, else to the card. */
const attentionHref = (nft: TNftListItem) =>
  cardBadge(nft).action === "qtnr" ? `/nft/qtnr/${nft.id}` : cardHref(nft);

/**
 * Cards that wait for their holder (a failure, missing answers), in one compact row that scrolls
 * sideways, so they are seen first without pushing the tickets down.
 */
export function AttentionStrip({ items, more }: { items: TNftListItem[]; more: boolean }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  const count = more ? `${items.length}+` : String(items.length);
  return (
    <section className={styles.attention} aria-labelledby="attention-title">
      <h2 className={styles.attentionTitle} id="attention-title">
        {t("wallet.attention.title")}
        <span className={styles.attentionCount}>{count}</span>
      </h2>
      <ul className={styles.attentionList} data-single={items.length === 1}>
        {items.map((nft) => (
          <li key={nft.id}>
            <Link to={attentionHref(nft)} className={styles.attentionItem}>
              <img
                className={styles.attentionImage}
                {...sizedImage(nft.image, 48)}
                alt=""
                loading="lazy"
                decoding="async"
              />
              <span className={styles.attentionText}>
                <span className={styles.attentionName}>{nft.cltnName}</span>
                <span className={styles.attentionTicket}>{nft.name}</span>
                <CardBadge nft={nft} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Orders whose tickets are still to come (a payment being confirmed, tickets being issued): a
 * payment never looks lost. Each opens its order, which follows it to the end.
 */
export function PendingOrders({ orders }: { orders: TPendingOrder[] }) {
  const { t } = useTranslation();
  if (orders.length === 0) return null;
  return (
    <section className={styles.attention} aria-labelledby="pending-title">
      <h2 className={styles.attentionTitle} id="pending-title">
        {t("wallet.pending.title")}
      </h2>
      <ul className={styles.pendingList}>
        {orders.map((order) => (
          <li key={order.id}>
            <Link
              to={`/profile/orders/${order.id}`}
              className={styles.attentionItem}
              data-state={order.state}
            >
              <img
                className={styles.attentionImage}
                {...sizedImage(order.image, 48)}
                alt=""
                decoding="async"
              />
              <span className={styles.attentionText}>
                <span className={badges.badge} data-tone="progress">
                  {t(`wallet.pending.${order.state}`)}
                </span>
                <span className={styles.attentionName}>{order.cltnName}</span>
                <span className={styles.attentionTicket}>
                  {t("wallet.pending.tickets", { count: order.ticketCount })}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
