import type { TOrderDetail } from "@admit/contract/sale";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/Button.tsx";
import { formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import styles from "./Result.module.css";

/** A payment result: a round icon, a title, what it means, a warning, and the ways on. */
export function ResultScreen({
  icon,
  tone,
  title,
  text,
  warning,
  children,
  testId,
}: {
  icon: ReactNode;
  tone?: "error" | "success";
  title: string;
  text?: string;
  warning?: string;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <section className={styles.page} data-testid={testId} aria-live="polite">
      <div className={styles.icon} data-tone={tone} aria-hidden="true">
        {icon}
      </div>
      <h1 className={styles.title}>{title}</h1>
      {text && <p className={styles.text}>{text}</p>}
      {warning && (
        <p className={styles.warning} role="alert">
          {warning}
        </p>
      )}
      {children}
    </section>
  );
}

/** The ways on under a result: try again (when the purchase can be tried again), then leave. */
export function WayOnActions({
  again,
  onLeave,
}: {
  again: { label: string; onClick: () => void } | null;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.actions}>
      {again && (
        <Button variant="rec-primary" block onClick={again.onClick}>
          {again.label}
        </Button>
      )}
      <Button variant="rec-secondary" block onClick={onLeave}>
        {t("pay.result.leave")}
      </Button>
    </div>
  );
}

/** The payment did not go through; `children` are the ways on. */
export function FailedResult({ text, children }: { text: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ResultScreen testId="pay-failed" icon="!" tone="error" title={t("pay.result.failTitle")} text={text}>
      {children}
    </ResultScreen>
  );
}

/** The hold or the reservation ran out before the payment was confirmed. */
export function TimeExceededResult({ text, children }: { text: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ResultScreen
      testId="pay-time-exceeded"
      icon="!"
      tone="error"
      title={t("pay.result.timeTitle")}
      text={text}
    >
      {children}
    </ResultScreen>
  );
}

/** The provider charged, but the order could not be kept: the whole amount went back. */
export function RefundedResult({ order, children }: { order: TOrderDetail; children: ReactNode }) {
  const { t, language } = useTranslation();
  return (
    <ResultScreen
      testId="pay-refunded"
      icon="!"
      tone="error"
      title={t("pay.result.refundedTitle")}
      text={t("pay.result.refundedText", { amount: formatMoney(order.amount, order.currency, language) })}
    >
      {children}
    </ResultScreen>
  );
}

/** What was paid for: the event, what it bought (when known), and the amount paid. */
export function PaidSummary({
  order,
  bought,
}: {
  order: TOrderDetail;
  bought: { label: string; value: string } | null;
}) {
  const { t, language } = useTranslation();
  return (
    <dl className={styles.summary}>
      <div className={styles.row}>
        <dt>{t("orders.event")}</dt>
        <dd>{order.cltnName}</dd>
      </div>
      {bought && (
        <div className={styles.row}>
          <dt>{bought.label}</dt>
          <dd>{bought.value}</dd>
        </div>
      )}
      <div className={styles.row}>
        <dt>{t("orders.paid")}</dt>
        <dd>{formatMoney(order.amount, order.currency, language)}</dd>
      </div>
    </dl>
  );
}
