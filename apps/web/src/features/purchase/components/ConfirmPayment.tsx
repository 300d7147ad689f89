import type { TOrderDetail } from "@admit/contract/sale";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/Button.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { session } from "../../../lib/storage.ts";
import { confirmOnce } from "../utils/confirm-once.ts";
import styles from "./Result.module.css";
import { ResultScreen } from "./ResultScreen.tsx";

/** How often the screen asks again while the provider's answer is unknown. */
const CONFIRM_RETRY_MS = 5_000;

type Confirmation =
  | { state: "paying" }
  | { state: "confirming" }
  | { state: "done"; order: TOrderDetail }
  | { state: "failed"; error: unknown };

/** The provider's answer is not known yet (a timeout): the order waits, and asking again settles it. */
const isConfirming = (error: unknown) =>
  error instanceof ApiError && error.code === "UNAVAILABLE" && error.data?.status === "PAYING";

export interface ConfirmPaymentProps {
  /** The order and the provider's approval: a new pair confirms anew. */
  orderId: string;
  paymentKey: string;
  amount?: number;
  /** The confirming call, with the order's Idempotency-Key (confirm-once.ts). */
  confirm: (idempotencyKey: string) => Promise<TOrderDetail>;
  /** What the paid order changes in the cache (and in storage) before its screen shows. */
  onConfirmed: (order: TOrderDetail) => void;
  /** The screen of a confirmed order (issued, refunded, failed: each purchase says its own). */
  done: (order: TOrderDetail) => ReactNode;
  /** The screen of a failure this purchase knows (time exceeded, declined…); undefined: the error screen. */
  failed: (error: unknown) => ReactNode | undefined;
  /** While the provider's answer is unknown: a warning not to close, or actions to leave. */
  confirmingWarning?: string;
  confirmingActions?: ReactNode;
  /** The error screen's way out: beside "try again", and under it. */
  errorActions?: ReactNode;
  errorFooter?: ReactNode;
}

/**
 * Back from the provider with an approval: confirm it once (reloads and double effects included),
 * ask again while the provider's answer is unknown, then show what the order became. The primary
 * purchase (PayResultView) and the resale purchase (ResaleResult) differ only in the call, what a
 * paid order changes, and their result screens.
 */
export function ConfirmPayment(props: ConfirmPaymentProps) {
  const { orderId, paymentKey, amount } = props;
  const { t } = useTranslation();
  const [result, setResult] = useState<Confirmation>({ state: "paying" });
  const [attempt, setAttempt] = useState(0);
  // The call and its effects are the caller's closures, new on every render: the effect reads the
  // latest through a ref and runs again only for a new order, approval or attempt.
  const calls = useRef(props);
  calls.current = props;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure
  useEffect(() => {
    let live = true;
    setResult({ state: "paying" });
    confirmOnce(orderId, session, (key) => calls.current.confirm(key)).then(
      (order) => {
        calls.current.onConfirmed(order);
        if (live) setResult({ state: "done", order });
      },
      (error: unknown) =>
        live && setResult(isConfirming(error) ? { state: "confirming" } : { state: "failed", error }),
    );
    return () => {
      live = false;
    };
  }, [orderId, paymentKey, amount, attempt]);
  // Still unknown: ask again (the same key, so it charges once) until the provider answers.
  useEffect(() => {
    if (result.state !== "confirming") return;
    const timer = window.setTimeout(() => setAttempt((n) => n + 1), CONFIRM_RETRY_MS);
    return () => window.clearTimeout(timer);
  }, [result]);

  if (result.state === "done") return props.done(result.order);
  if (result.state === "confirming")
    return (
      <ResultScreen
        testId="pay-confirming"
        icon={<span className={styles.spinner} />}
        title={t("pay.result.confirmingTitle")}
        text={t("pay.result.confirmingText")}
        warning={props.confirmingWarning}
      >
        {props.confirmingActions && <div className={styles.actions}>{props.confirmingActions}</div>}
      </ResultScreen>
    );
  if (result.state === "paying")
    return (
      <ResultScreen
        testId="pay-paying"
        icon={<span className={styles.spinner} />}
        title={t("pay.result.payingTitle")}
        text={t("pay.result.payingText")}
        warning={t("pay.result.dontClose")}
      />
    );
  const { error } = result;
  const known = props.failed(error);
  if (known !== undefined) return known;
  return (
    <ResultScreen
      testId="pay-error"
      icon="!"
      tone="error"
      title={t("pay.result.errorTitle")}
      text={errorText(error, t)}
    >
      <div className={styles.actions}>
        <Button variant="rec-primary" block onClick={() => setAttempt((n) => n + 1)}>
          {t("errorPage.retry")}
        </Button>
        {props.errorActions}
      </div>
      {props.errorFooter}
    </ResultScreen>
  );
}
