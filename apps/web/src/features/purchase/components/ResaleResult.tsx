import type { TOrderDetail } from "@admit/contract/sale";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/Button.tsx";
import { CheckIcon } from "../../../components/ui/icons.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { session } from "../../../lib/storage.ts";
import { confirmResalePayment } from "../api/confirm-resale-payment.ts";
import {
  forgetResaleReservation,
  type ResaleReturn,
  recallResaleReturn,
  resalePaths,
} from "../utils/resale-purchase.ts";
import { ConfirmPayment } from "./ConfirmPayment.tsx";
import styles from "./Result.module.css";
import {
  FailedResult,
  PaidSummary,
  RefundedResult,
  ResultScreen,
  TimeExceededResult,
  WayOnActions,
} from "./ResultScreen.tsx";

/** An order id as our server makes them (the provider echoes it back). */
const isResaleOrderId = (id: string | null): id is string => id !== null && /^[\w-]{6,64}$/.test(id);

/** Try again (the same ticket, while it is remembered) and back to the event, else to discover. */
function WayBack({ from, retry }: { from: ResaleReturn | null; retry: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = from ? resalePaths(from) : null;
  return (
    <WayOnActions
      again={
        retry && paths
          ? { label: t("pay.result.retry"), onClick: () => navigate(paths.buy, { replace: true }) }
          : null
      }
      onLeave={() => navigate(paths?.detail ?? "/discover", { replace: true })}
    />
  );
}

/**
 * A failed or lapsed purchase drops its reservation key, so trying again reserves anew (the
 * buyer's new reservation takes over the old hold).
 */
function useForget(from: ResaleReturn | null) {
  const nftId = from?.nftId;
  useEffect(() => {
    if (nftId !== undefined) forgetResaleReservation(nftId, session);
  }, [nftId]);
}

function Failed({ from, text }: { from: ResaleReturn | null; text: string }) {
  useForget(from);
  return (
    <FailedResult text={text}>
      <WayBack from={from} retry />
    </FailedResult>
  );
}

function TimeExceeded({ from }: { from: ResaleReturn | null }) {
  const { t } = useTranslation();
  useForget(from);
  return (
    <TimeExceededResult text={t("resale.result.timeText")}>
      <WayBack from={from} retry />
    </TimeExceededResult>
  );
}

/** Paid: the ticket is the buyer's (in the wallet now, or in a moment while it moves on the chain). */
function Bought({ order, from }: { order: TOrderDetail; from: ResaleReturn | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The order names its token; the purchase remembered which one it was, too.
  const nftId = order.nftIds[0] ?? from?.nftId;
  return (
    <ResultScreen
      testId="pay-success"
      icon={<CheckIcon size={40} strokeWidth={2.5} />}
      tone="success"
      title={t("resale.result.title")}
      text={t(order.status === "ISSUED" ? "resale.result.text" : "resale.result.movingText")}
    >
      <PaidSummary
        order={order}
        bought={order.lines[0] ? { label: t("resale.result.ticket"), value: order.lines[0].name } : null}
      />
      <div className={styles.actions}>
        {nftId !== undefined && (
          <Button variant="rec-primary" block onClick={() => navigate(`/nft/${nftId}`, { replace: true })}>
            {t("resale.result.viewTicket")}
          </Button>
        )}
        <Button
          variant={nftId === undefined ? "rec-primary" : "rec-secondary"}
          block
          onClick={() => navigate("/", { replace: true })}
        >
          {t("pay.result.myTickets")}
        </Button>
      </div>
    </ResultScreen>
  );
}

/** Back from the provider with an approval: confirm it once (reloads included), as the primary purchase does. */
function Confirm({
  orderId,
  paymentKey,
  from,
}: {
  orderId: string;
  paymentKey: string;
  from: ResaleReturn | null;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <ConfirmPayment
      orderId={orderId}
      paymentKey={paymentKey}
      confirm={(key) => confirmResalePayment(orderId, paymentKey, key)}
      onConfirmed={() => {
        if (from) forgetResaleReservation(from.nftId, session);
        // The ticket left the resale list and joined this wallet.
        void queryClient.invalidateQueries({ queryKey: ["nfts"] });
        void queryClient.invalidateQueries({ queryKey: ["discover", "resales"] });
      }}
      done={(order) => {
        if (order.status === "REFUNDING" || order.status === "REFUNDED")
          return (
            <RefundedResult order={order}>
              <WayBack from={from} retry={false} />
            </RefundedResult>
          );
        if (order.status === "FAILED" || order.status === "EXPIRED")
          return <Failed from={from} text={t("error.paymentFailed")} />;
        return <Bought order={order} from={from} />;
      }}
      failed={(error) => {
        if (error instanceof ApiError && error.code === "PAYMENT_TIME_EXCEEDED")
          return <TimeExceeded from={from} />;
        if (error instanceof ApiError && (error.code === "PAYMENT_FAILED" || error.code === "NOT_FOR_SALE"))
          return <Failed from={from} text={errorText(error, t)} />;
        return undefined;
      }}
      confirmingWarning={t("pay.result.dontClose")}
      errorFooter={<WayBack from={from} retry={false} />}
    />
  );
}

/**
 * /pay/result/{status}?kind=resale: the provider's return from a resale ticket's checkout —
 * an approval is confirmed with POST /nfts/buy/payment; a decline or a cancel offers the same
 * ticket again (its reservation still holds) or the way back to the event.
 */
export function ResaleResult({ status, params }: { status: string | undefined; params: URLSearchParams }) {
  const { t } = useTranslation();
  const orderId = params.get("orderId");
  const paymentKey = params.get("paymentKey");
  const from = recallResaleReturn(orderId, session);
  if (status === "fail") {
    const code = params.get("code");
    const known = code === "DECLINED" || code === "USER_CANCEL" || code === "EXPIRED";
    return (
      <Failed
        from={from}
        text={known ? t(`pay.result.fail.${code}`) : (params.get("message") ?? t("error.paymentFailed"))}
      />
    );
  }
  if ((status === "confirm" || status === "success") && isResaleOrderId(orderId) && paymentKey)
    return <Confirm orderId={orderId} paymentKey={paymentKey} from={from} />;
  return (
    <ResultScreen
      testId="pay-unknown"
      icon="?"
      title={t("pay.result.unknownTitle")}
      text={t("pay.result.unknownText")}
    />
  );
}
