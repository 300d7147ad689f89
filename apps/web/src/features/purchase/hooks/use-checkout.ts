import type { TPriceQuote, TPriceQuoteRequest, TReservationRequest } from "@admit/contract/sale";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { pushAlert } from "../../../stores/popup.ts";
import { useReserveOrder } from "../api/reserve-order.ts";
import { flowOf, type OrderCltn, useOrderStore } from "../stores/order-store.ts";
import { goToCheckout } from "../utils/checkout.ts";
import { saveWalletCheckout, walletPayPath } from "../utils/wallet-checkout.ts";
import { STAGE_PATH } from "../utils/wizard-flow.ts";
import { releaseSeatHold } from "./use-seat-hold.ts";

interface CheckoutInput {
  cltn: OrderCltn | null | undefined;
  groupId: number | undefined;
  request: TPriceQuoteRequest | null;
  quote: TPriceQuote | undefined;
  refetchQuote: () => void;
  onProductChanged: () => void;
  onRefCodeRefused: () => void;
}

/**
 * Pay on the summary: reserves the order (or pays a free one) with the submit's Idempotency-Key,
 * then opens the provider's checkout; each refusal sends the customer where it can be mended.
 */
export function useCheckout(input: CheckoutInput) {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const reserve = useReserveOrder();
  const [leaving, setLeaving] = useState(false);
  const [unavailable, setUnavailable] = useState(false);

  const handleError = (err: unknown) => {
    if (!(err instanceof ApiError)) return pushAlert({ message: errorText(err, t) });
    if (err.status === 401) return;
    if (err.code === "PRODUCT_INFO_EXPIRED") return input.onProductChanged();
    if (err.code === "PAYMENT_TIME_EXCEEDED") {
      void releaseSeatHold();
      pushAlert({ message: t("error.paymentTimeExceeded") });
      return navigate(STAGE_PATH.seat, { replace: true });
    }
    if (err.code === "VALIDATION" && err.field?.startsWith("attendees")) {
      pushAlert({ message: t("pay.detail.checkAttendees") });
      return navigate(STAGE_PATH.buyer);
    }
    if (err.code === "VALIDATION" && err.field === "refCode") return input.onRefCodeRefused();
    if (err.code === "5501") input.refetchQuote();
    pushAlert({ message: errorText(err, t) });
  };

  const pay = () => {
    const { quote, request, groupId, cltn } = input;
    if (!quote || !request || !cltn || groupId === undefined) return;
    const store = useOrderStore.getState();
    const body: TReservationRequest = {
      priceUnit: request.priceUnit,
      list: request.list,
      ...(request.refCode ? { refCode: request.refCode } : {}),
      amount: quote.total,
      ...(store.seatReqId && flowOf(store).seated ? { seatReqId: store.seatReqId } : {}),
      attendees: cltn.hasQtnr ? store.customer : [],
      method: store.method,
    };
    const idempotencyKey = store.submitKeyFor(JSON.stringify({ nftGroupId: groupId, body }));
    reserve.mutate(
      { nftGroupId: groupId, body, idempotencyKey, free: quote.total === 0 },
      {
        onSuccess: (outcome) => {
          if (outcome.free) {
            store.setOrderId(outcome.order.id);
            return navigate(`/pay/result/complete?orderId=${encodeURIComponent(outcome.order.id)}`);
          }
          const { reservation } = outcome;
          store.setOrderId(reservation.orderId);
          // An XRP order: the linked wallet pays it on its own screen.
          if (saveWalletCheckout(reservation)) return navigate(walletPayPath(reservation.orderId));
          goToCheckout(reservation.checkout, language, { setLeaving, setUnavailable });
        },
        onError: handleError,
      },
    );
  };

  return {
    pay,
    busy: reserve.isPending || leaving,
    /** No checkout could be opened (the provider's script did not load): a screen says so. */
    unavailable,
    dismissUnavailable: () => setUnavailable(false),
  };
}
