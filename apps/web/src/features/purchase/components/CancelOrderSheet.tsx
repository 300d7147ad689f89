import type { TOrderDetail } from "@admit/contract/sale";
import { BottomSheet } from "../../../components/ui/BottomSheet.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import { formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { pushAlert, showToast } from "../../../stores/popup.ts";
import { useCancelOrder } from "../api/cancel-order.ts";
import styles from "./Orders.module.css";

/** The booking fee of an order: its platform tax items. */
export const bookingFeeOf = (order: Pick<TOrderDetail, "taxItems">) =>
  order.taxItems.filter((item) => item.type === "platform").reduce((sum, item) => sum + item.amount, 0);

/**
 * Cancel purchase: what the terms charge now and what comes back, shown before confirming (spec §9);
 * a non-refundable order says so and cannot be confirmed. When some tickets were sent or resold,
 * only those still held are cancelled (the quote names them), and the sheet says how many.
 */
export function CancelOrderSheet({
  order,
  open,
  onClose,
}: {
  order: TOrderDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t, language } = useTranslation();
  const cancel = useCancelOrder(order.id);
  const quote = order.refundQuote;
  const money = (minor: number) => formatMoney(minor, order.currency, language);
  const partial = Boolean(quote?.partial);
  const count = quote?.nftIds.length ?? 0;
  // The booking fee is per ticket: a part of the order carries its share.
  const fee = partial
    ? Math.floor((bookingFeeOf(order) * count) / Math.max(1, order.tickets.length))
    : bookingFeeOf(order);

  const handleConfirm = () =>
    cancel.mutate(quote?.nftIds.length ? quote.nftIds : undefined, {
      onSuccess: (done) => {
        onClose();
        const last = done.ticketRefunds.at(-1);
        showToast(
          partial && last
            ? t("orders.partCancelled", { amount: money(last.amount) })
            : t("orders.cancelled", { amount: money(done.refundAmount ?? 0) }),
        );
      },
      onError: (err) => {
        onClose();
        if (err instanceof ApiError && err.status === 401) return;
        pushAlert({ title: t("orders.cancelFailed"), message: errorText(err, t) });
      },
    });

  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title={t("orders.cancelTitle")}
      footer={
        quote?.refundable ? (
          <Button variant="rec-red" block loading={cancel.isPending} onClick={handleConfirm}>
            {t("orders.cancelConfirm", { amount: money(quote.refund) })}
          </Button>
        ) : (
          <Button variant="rec-secondary" block onClick={onClose}>
            {t("common.close")}
          </Button>
        )
      }
    >
      {quote?.refundable ? (
        <div className={styles.quote} data-testid="cancel-quote">
          <dl className={styles.rows}>
            {partial ? (
              <div className={styles.row}>
                <dt>{t("orders.cancelling")}</dt>
                <dd data-testid="cancel-count">
                  {t("orders.cancellingCount", { count, total: order.tickets.length })}
                </dd>
              </div>
            ) : (
              <div className={styles.row}>
                <dt>{t("orders.paid")}</dt>
                <dd>{money(order.amount)}</dd>
              </div>
            )}
            <div className={styles.row}>
              <dt>{t("orders.cancelFee")}</dt>
              <dd data-testid="cancel-fee">{quote.fee > 0 ? `−${money(quote.fee)}` : t("orders.noFee")}</dd>
            </div>
            {fee > 0 && (
              <div className={styles.row}>
                <dt>{t("pay.detail.tax.platform")}</dt>
                <dd data-testid="cancel-booking-fee">
                  {quote.bookingFeeRefunded ? t("orders.feeRefundedToday") : `−${money(fee)}`}
                </dd>
              </div>
            )}
            <div className={styles.row} data-strong>
              <dt>{t("orders.refund")}</dt>
              <dd data-testid="cancel-refund">{money(quote.refund)}</dd>
            </div>
          </dl>
          {partial && (
            <p className={styles.note} data-testid="cancel-part">
              {t("orders.cancelPart", { count, total: order.tickets.length })}
            </p>
          )}
          <p className={styles.note}>{t("orders.cancelDays", { count: quote.daysBefore })}</p>
          {/* One true statement: the rule only where a fee is kept (the fee's row says it when it comes back). */}
          {fee > 0 && !quote.bookingFeeRefunded && <p className={styles.note}>{t("refund.bookingFee")}</p>}
        </div>
      ) : (
        <p className={styles.problem} role="alert">
          {t("error.nonRefundable")}
        </p>
      )}
    </BottomSheet>
  );
}
