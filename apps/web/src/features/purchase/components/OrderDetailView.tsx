import type { QtnrItemShown } from "@admit/contract/catalogue";
import type { TOrderDetail } from "@admit/contract/sale";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { TitledSection } from "../../../components/ui/TitledSection.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatDate, formatMoney, formatOwnDate } from "../../../lib/format.ts";
import { type TFunction, useTranslation } from "../../../lib/i18n.ts";
import { useOrder } from "../api/get-order.ts";
import { useCltnQtnrTemplate } from "../api/get-qtnr-template.ts";
import { allTicketsGone, ticketStateText } from "../utils/order-tickets.ts";
import { CancelOrderSheet } from "./CancelOrderSheet.tsx";
import styles from "./Orders.module.css";

/** An answer as words: agreed terms, an address on one line, options joined, each by its label in the reader's language. */
function answerText(item: QtnrItemShown | undefined, value: unknown, t: TFunction): string {
  const label = (option: unknown) => item?.optionLabels?.[String(option)] ?? String(option ?? "");
  if (value === true) return t("qtnr.agreed");
  if (Array.isArray(value)) return value.map(label).join(", ");
  if (value && typeof value === "object") {
    const a = value as { address?: string; detail?: string; postalCode?: string };
    return [a.postalCode && `(${a.postalCode})`, a.address, a.detail].filter(Boolean).join(" ");
  }
  return item?.type === "TERMS" ? "" : label(value);
}

function Attendees({ order }: { order: TOrderDetail }) {
  const { t } = useTranslation();
  const template = useCltnQtnrTemplate(order.cltnId);
  const items = template.data?.items ?? [];
  const nameOf = (id: string) => items.find((i) => i.id === id)?.name ?? id;
  return (
    <TitledSection
      id="attendees-title"
      title={t("orders.attendees")}
      level={2}
      className={styles.card}
      titleClassName={styles.cardTitle}
    >
      <ol className={styles.answers}>
        {order.attendees.map((answers, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one answer set per ticket, in ticket order
          <li key={index} className={styles.answer}>
            <strong>{t("pay.buyer.attendee", { n: index + 1 })}</strong>
            {Object.entries(answers)
              .map(
                ([id, value]) =>
                  `${nameOf(id)}: ${answerText(
                    items.find((i) => i.id === id),
                    value,
                    t,
                  )}`,
              )
              .join(" · ")}
          </li>
        ))}
      </ol>
      {order.listStatus === "buy" && !allTicketsGone(order) && (
        <Link className={styles.link} to={`/profile/orders/edit/${order.id}`}>
          {t("orders.editAttendees")}
        </Link>
      )}
    </TitledSection>
  );
}

/** The quote's rule when every ticket was sent, resold or used: nothing of the order is left to give back. */
const TICKETS_MOVED = "tickets-moved";

/** Each ticket of the order: the ones still held open their card; the others say where they went. */
function Tickets({ order }: { order: TOrderDetail }) {
  const { t } = useTranslation();
  return (
    <TitledSection
      id="tickets-title"
      title={t("orders.tickets")}
      level={2}
      className={styles.card}
      titleClassName={styles.cardTitle}
    >
      <ul className={styles.ticketRows} data-testid="order-tickets">
        {order.tickets.map((ticket, index) => (
          <li key={ticket.nftId} className={styles.ticketRow} data-state={ticket.state}>
            {ticket.held ? (
              <Link className={styles.token} to={`/nft/${ticket.nftId}`}>
                {t("orders.ticket", { n: index + 1 })}
              </Link>
            ) : (
              <span className={styles.tokenGone}>{t("orders.ticket", { n: index + 1 })}</span>
            )}
            <span className={styles.ticketState}>{ticketStateText(ticket, t)}</span>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** The refunds of some of the order's tickets: how many, when, how much, and how far each got. */
function TicketRefunds({ order }: { order: TOrderDetail }) {
  const { t, language } = useTranslation();
  const money = (minor: number) => formatMoney(minor, order.currency, language);
  return (
    <section className={styles.card} aria-labelledby="ticket-refunds-title" data-testid="ticket-refunds">
      <h2 id="ticket-refunds-title" className={styles.cardTitle}>
        {t("orders.ticketRefunds")}
      </h2>
      <dl className={styles.rows}>
        {order.ticketRefunds.map((refund) => (
          <div key={refund.id} className={styles.row} data-status={refund.status}>
            <dt data-wrap>
              {t("orders.ticketRefundLine", {
                count: refund.nftIds.length,
                date: formatOwnDate(refund.refundedAt ?? refund.createdAt, language, {
                  time: true,
                  eventZone: order.timeZone,
                }),
              })}
              <span className={styles.refundState}>{t(`orders.ticketRefund.${refund.status}`)}</span>
            </dt>
            <dd>{refund.status === "REFUSED" ? "—" : money(refund.amount)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const SETTLE_POLL_MS = 3_000;
const waitsForProvider = (order: TOrderDetail | undefined) =>
  order?.listStatus === "confirming" || order?.listStatus === "refunding";

/** What an order waiting for the provider, or refunded without being asked, tells its customer. */
function OrderNotice({ order }: { order: TOrderDetail }) {
  const { t } = useTranslation();
  const key =
    order.listStatus === "confirming"
      ? "orders.notice.confirming"
      : order.listStatus === "refunding"
        ? "orders.notice.refunding"
        : order.refundReason === "UNFULFILLED"
          ? "orders.notice.unfulfilled"
          : order.refundReason === "EVENT_CANCELLED"
            ? "orders.notice.eventCancelled"
            : null;
  if (!key) return null;
  return (
    <p className={styles.notice} role="status" data-testid="order-notice">
      {t(key)}
    </p>
  );
}

/**
 * /profile/orders/{id} (OrderDetailView): items and seats, the amounts with the booking fee and
 * discount, the payment method, the tickets, the attendees, and cancelling with its fee shown first.
 */
export default function OrderDetailView() {
  const { t, language } = useTranslation();
  const { id } = useParams();
  // While the provider's answer is awaited, the order settles by itself: watch it.
  const order = useOrder(id, {
    refetchInterval: (data) => (waitsForProvider(data) ? SETTLE_POLL_MS : false),
  });
  const [cancelOpen, setCancelOpen] = useState(false);
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.status === 404)
      return <StatusMessage tone="error" title={t("orders.missingTitle")} text={t("orders.missingText")} />;
    return <ErrorState onRetry={() => order.refetch()} />;
  }
  if (!order.data) return <Spinner label={t("common.loading")} />;
  const o = order.data;
  const money = (minor: number) => formatMoney(minor, o.currency, language);
  const seats = o.lines.flatMap((line) => line.seats);
  // Still paid for, in whole or in part (some tickets cancelled, or one such refund under way).
  const paidFor = o.status === "PAID" || o.status === "ISSUED";

  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <img className={styles.heroImage} src={o.cltnImage} alt="" />
        <div className={styles.heroText}>
          {o.listStatus && (
            <span className={`${styles.badge} ${styles.heroBadge}`} data-status={o.listStatus}>
              {t(`orders.status.${o.listStatus}`)}
            </span>
          )}
          <h2 className={styles.heroName}>{o.cltnName}</h2>
          <span className={styles.note}>
            {o.startAt
              ? formatDate(o.startAt, language, { time: true, weekday: true, timeZone: o.timeZone })
              : o.brandName}
          </span>
        </div>
      </section>

      <OrderNotice order={o} />

      <TitledSection
        id="items-title"
        title={t("orders.items")}
        level={2}
        className={styles.card}
        titleClassName={styles.cardTitle}
      >
        <dl className={styles.rows}>
          {o.lines.map((line) => (
            <div key={line.priceId} className={styles.row}>
              <dt>{t("pay.detail.line", { name: line.name, count: line.count })}</dt>
              <dd>{money(line.unitPrice * line.count)}</dd>
            </div>
          ))}
          {seats.length > 0 && (
            <div className={styles.row}>
              <dt>{t("pay.detail.seats")}</dt>
              <dd data-testid="order-seats" data-wrap>
                {seats.join(", ")}
              </dd>
            </div>
          )}
        </dl>
      </TitledSection>

      <TitledSection
        id="payment-title"
        title={t("orders.payment")}
        level={2}
        className={styles.card}
        titleClassName={styles.cardTitle}
      >
        <dl className={styles.rows}>
          <div className={styles.row}>
            <dt>{t("orders.subtotal")}</dt>
            <dd>{money(o.subtotal)}</dd>
          </div>
          {o.discount > 0 && (
            <div className={styles.row}>
              <dt>{t("pay.detail.discount", { code: o.refCode ?? "" })}</dt>
              <dd>−{money(o.discount)}</dd>
            </div>
          )}
          {o.taxItems.map((item) => (
            <div key={item.type} className={styles.row}>
              <dt>{t(`pay.detail.tax.${item.type}`)}</dt>
              <dd>{money(item.amount)}</dd>
            </div>
          ))}
          <div className={styles.row} data-strong>
            <dt>{t("orders.paid")}</dt>
            <dd>{money(o.amount)}</dd>
          </div>
          {o.paymentMethod && (
            <div className={styles.row}>
              <dt>{t("pay.detail.method")}</dt>
              <dd>{t(`pay.method.${o.paymentMethod}`)}</dd>
            </div>
          )}
          {o.paidAt && (
            <div className={styles.row}>
              <dt>{t("orders.paidAt")}</dt>
              <dd data-wrap>{formatOwnDate(o.paidAt, language, { time: true, eventZone: o.timeZone })}</dd>
            </div>
          )}
          {o.refundedAt && (
            <>
              <div className={styles.row}>
                <dt>{t("orders.refundedAt")}</dt>
                <dd data-wrap>
                  {formatOwnDate(o.refundedAt, language, { time: true, eventZone: o.timeZone })}
                </dd>
              </div>
              <div className={styles.row}>
                <dt>{t("orders.cancelFee")}</dt>
                <dd>{money(o.refundFee ?? 0)}</dd>
              </div>
              <div className={styles.row} data-strong>
                <dt>{t("orders.refund")}</dt>
                <dd data-testid="order-refund">{money(o.refundAmount ?? 0)}</dd>
              </div>
            </>
          )}
        </dl>
      </TitledSection>

      {o.tickets.length > 0 && paidFor && <Tickets order={o} />}

      {o.ticketRefunds.length > 0 && <TicketRefunds order={o} />}

      {o.attendees.length > 0 && <Attendees order={o} />}

      {paidFor && o.refundQuote?.rule === TICKETS_MOVED && (
        <p className={styles.note} data-testid="order-cancel-moved">
          {t("orders.cancelMoved")}
        </p>
      )}
      {paidFor && o.listStatus !== "refunding" && o.refundQuote && o.refundQuote.rule !== TICKETS_MOVED && (
        <>
          <Button variant="rec-secondary" block onClick={() => setCancelOpen(true)}>
            {o.refundQuote.partial
              ? t("orders.cancelHeld", { count: o.refundQuote.nftIds.length })
              : t("orders.cancel")}
          </Button>
          <CancelOrderSheet order={o} open={cancelOpen} onClose={() => setCancelOpen(false)} />
        </>
      )}
    </div>
  );
}
