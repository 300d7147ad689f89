import { TIMINGS } from "@admit/contract/limits";
import type { TOrderDetail } from "@admit/contract/sale";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/Button.tsx";
import { CheckIcon } from "../../../components/ui/icons.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import { formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { confirmPayment } from "../api/confirm-payment.ts";
import { isOrderId, orderQueryOptions, useOrder } from "../api/get-order.ts";
import { releaseSeatHold } from "../hooks/use-seat-hold.ts";
import { flowOf, useOrderStore } from "../stores/order-store.ts";
import { STAGE_PATH } from "../utils/wizard-flow.ts";
import { ConfirmPayment } from "./ConfirmPayment.tsx";
import { ResaleResult } from "./ResaleResult.tsx";
import styles from "./Result.module.css";
import {
  FailedResult,
  PaidSummary,
  RefundedResult,
  ResultScreen,
  TimeExceededResult,
  WayOnActions,
} from "./ResultScreen.tsx";

const ISSUE_POLL_MS = 1500;

/** Where "try again" goes: the summary stage while the purchase is still here, else the event. */
function useWayBack() {
  const navigate = useNavigate();
  const order = useOrderStore();
  const retry = () => {
    useOrderStore.getState().newSubmit();
    navigate(STAGE_PATH.detail, { replace: true });
  };
  const chooseAgain = () => {
    void releaseSeatHold();
    navigate(flowOf(useOrderStore.getState()).seated ? STAGE_PATH.seat : STAGE_PATH.price, { replace: true });
  };
  const leave = () => {
    const path = useOrderStore.getState().cltn?.detailPath ?? "/discover";
    void releaseSeatHold().then(() => useOrderStore.getState().reset());
    navigate(path, { replace: true });
  };
  return { canRetry: order.cltn !== null, retry, chooseAgain, leave };
}

/** Try again (while the purchase is here), and leave to the event. */
function WayBackActions({ again }: { again: { label: string; onClick: () => void } | null }) {
  const { leave } = useWayBack();
  return <WayOnActions again={again} onLeave={leave} />;
}

/** The payment did not go through (the provider's fail URL, or a refused confirmation). */
function FailScreen({ code, message }: { code: string | null; message: string | null }) {
  const { t } = useTranslation();
  const { canRetry, retry } = useWayBack();
  const known = code === "DECLINED" || code === "USER_CANCEL" || code === "EXPIRED";
  const text = known ? t(`pay.result.fail.${code}`) : (message ?? t("error.paymentFailed"));
  return (
    <FailedResult text={text}>
      <WayBackActions again={canRetry ? { label: t("pay.result.retry"), onClick: retry } : null} />
    </FailedResult>
  );
}

/** The hold or the reservation ran out before the payment was confirmed. */
function TimeExceededScreen() {
  const { t } = useTranslation();
  const { canRetry, chooseAgain } = useWayBack();
  return (
    <TimeExceededResult text={t("error.paymentTimeExceeded")}>
      <WayBackActions
        again={canRetry ? { label: t("pay.result.chooseAgain"), onClick: chooseAgain } : null}
      />
    </TimeExceededResult>
  );
}

/**
 * A wallet payment that could not pay the order (spec §8 "payment time expired" when it was mined
 * after the deadline; another wallet's, or another amount): it goes back to the paying wallet,
 * less the network fee; the customer may choose again.
 */
function WalletReturnedScreen({ error }: { error: ApiError }) {
  const { t, language } = useTranslation();
  const { canRetry, chooseAgain } = useWayBack();
  const late = error.code === "8207";
  const refund = Number(error.data?.refundAmount ?? 0);
  const fee = Number(error.data?.refundFee ?? 0);
  return (
    <ResultScreen
      testId="pay-wallet-returned"
      icon="!"
      tone="error"
      title={late ? t("pay.wallet.warning.expired.title") : t("pay.wallet.returned.title")}
      text={late ? t("pay.wallet.returned.late") : errorText(error, t)}
      warning={t("pay.wallet.returned.text", {
        amount: formatMoney(refund, "XRP", language),
        fee: formatMoney(fee, "XRP", language),
      })}
    >
      <WayBackActions
        again={canRetry ? { label: t("pay.result.chooseAgain"), onClick: chooseAgain } : null}
      />
    </ResultScreen>
  );
}

function SuccessScreen({ order }: { order: TOrderDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ResultScreen
      testId="pay-success"
      icon={<CheckIcon size={40} strokeWidth={2.5} />}
      tone="success"
      title={t("pay.result.successTitle")}
      text={t("pay.result.successText")}
    >
      <PaidSummary
        order={order}
        bought={{ label: t("orders.tickets"), value: t("pay.tickets", { count: order.ticketCount }) }}
      />
      <div className={styles.actions}>
        <Button variant="rec-primary" block onClick={() => navigate("/", { replace: true })}>
          {t("pay.result.myTickets")}
        </Button>
        <Button variant="rec-secondary" block onClick={() => navigate(`/profile/orders/${order.id}`)}>
          {t("pay.result.orderDetail")}
        </Button>
      </div>
    </ResultScreen>
  );
}

/** Paid: the tokens are being issued; we wait (up to 8 minutes, spec §4) and say not to close the window. */
function IssuingScreen({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [slow, setSlow] = useState(false);
  const order = useOrder(orderId, { refetchInterval: slow ? false : ISSUE_POLL_MS });
  const issued = order.data?.status === "ISSUED";
  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), TIMINGS.ticketIssuingMaxWaitMs);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => {
    // Paid: this purchase is over, whatever issuing does next.
    if (order.data && useOrderStore.getState().orderId === orderId) useOrderStore.getState().reset();
  }, [order.data, orderId]);
  if (issued && order.data) return <SuccessScreen order={order.data} />;
  if (slow)
    return (
      <ResultScreen
        testId="pay-slow"
        icon="…"
        title={t("pay.result.slowTitle")}
        text={t("pay.result.slowText")}
      >
        <div className={styles.actions}>
          <Button variant="rec-primary" block onClick={() => navigate("/", { replace: true })}>
            {t("pay.result.myTickets")}
          </Button>
        </div>
      </ResultScreen>
    );
  return (
    <ResultScreen
      testId="pay-issuing"
      icon={<span className={styles.spinner} />}
      title={t("pay.result.issuingTitle")}
      text={t("pay.result.issuingText")}
      warning={t("pay.result.dontClose")}
    />
  );
}

/** The provider charged, but the order could not be kept: the whole amount went back. */
function RefundedScreen({ order }: { order: TOrderDetail }) {
  const { t } = useTranslation();
  const { leave } = useWayBack();
  const navigate = useNavigate();
  return (
    <RefundedResult order={order}>
      <div className={styles.actions}>
        <Button variant="rec-primary" block onClick={() => navigate(`/profile/orders/${order.id}`)}>
          {t("pay.result.orderDetail")}
        </Button>
        <Button variant="rec-secondary" block onClick={leave}>
          {t("pay.result.leave")}
        </Button>
      </div>
    </RefundedResult>
  );
}

/** Back from the provider with an approval: confirm it once, then wait for the tickets. */
function ConfirmScreen({
  orderId,
  paymentKey,
  amount,
}: {
  orderId: string;
  paymentKey: string;
  amount: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toOrders = (
    <Button variant="rec-secondary" block onClick={() => navigate("/profile/orders", { replace: true })}>
      {t("pay.result.orders")}
    </Button>
  );
  return (
    <ConfirmPayment
      orderId={orderId}
      paymentKey={paymentKey}
      amount={amount}
      confirm={(key) => confirmPayment(orderId, { paymentKey, amount }, key)}
      // The paid order is where issuing starts from: the wait polls it from there.
      onConfirmed={(order) => queryClient.setQueryData(orderQueryOptions(orderId).queryKey, order)}
      done={(order) => {
        if (order.status === "REFUNDING" || order.status === "REFUNDED")
          return <RefundedScreen order={order} />;
        if (order.status === "FAILED") return <FailScreen code={null} message={null} />;
        return <IssuingScreen orderId={orderId} />;
      }}
      failed={(error) => {
        if (error instanceof ApiError && error.code === "PAYMENT_TIME_EXCEEDED")
          return <TimeExceededScreen />;
        if (
          error instanceof ApiError &&
          (error.code === "8207" || error.code === "5501") &&
          error.data?.refundAmount !== undefined
        )
          return <WalletReturnedScreen error={error} />;
        if (error instanceof ApiError && error.code === "PAYMENT_FAILED")
          return <FailScreen code={null} message={errorText(error, t)} />;
        return undefined;
      }}
      confirmingActions={toOrders}
      errorActions={toOrders}
    />
  );
}

/**
 * /pay/result/{status} (PayResultView, public, no header): `confirm` (the provider approved),
 * `fail` (declined or cancelled) and `complete` (a free order, paid at once); `?kind=resale` is
 * the return from a resale ticket's checkout (ResaleResult).
 */
export default function PayResultView() {
  const { t } = useTranslation();
  const { status } = useParams();
  const [params] = useSearchParams();
  const orderId = params.get("orderId");
  const paymentKey = params.get("paymentKey");
  const amount = Number(params.get("amount"));
  if (params.get("kind") === "resale") return <ResaleResult status={status} params={params} />;
  if (status === "fail") return <FailScreen code={params.get("code")} message={params.get("message")} />;
  if (status === "confirm" && isOrderId(orderId) && paymentKey && Number.isInteger(amount) && amount >= 0)
    return <ConfirmScreen orderId={orderId} paymentKey={paymentKey} amount={amount} />;
  if (status === "complete" && isOrderId(orderId)) return <IssuingScreen orderId={orderId} />;
  return (
    <ResultScreen
      testId="pay-unknown"
      icon="?"
      title={t("pay.result.unknownTitle")}
      text={t("pay.result.unknownText")}
    />
  );
}
