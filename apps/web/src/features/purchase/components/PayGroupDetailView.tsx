import type { TPriceQuote, TPriceQuoteRequest, TReservationRequest } from "@admit/contract/sale";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { RefundTerms } from "../../../components/RefundTerms.tsx";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Checkbox } from "../../../components/ui/Checkbox.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { TextField } from "../../../components/ui/TextField.tsx";
import { ApiError, errorText } from "../../../lib/api-client.ts";
import { formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { session } from "../../../lib/storage.ts";
import { pushAlert } from "../../../stores/popup.ts";
import { nftGroupsQueryOptions } from "../api/list-nft-groups.ts";
import { usePriceQuote } from "../api/quote-price.ts";
import { useReserveOrder } from "../api/reserve-order.ts";
import { releaseSeatHold } from "../hooks/use-seat-hold.ts";
import { useStageOrder } from "../hooks/use-stage-order.ts";
import { flowOf, type OrderState, selectedGroup, useOrderStore } from "../stores/order-store.ts";
import { checkoutPlan, openCheckout, payWithToss } from "../utils/checkout.ts";
import { groupCurrency } from "../utils/currency.ts";
import { formatWhen } from "../utils/format-when.ts";
import { quoteList, seatCounts } from "../utils/price-counts.ts";
import { seatName } from "../utils/seat-selection.ts";
import { STAGE_PATH } from "../utils/wizard-flow.ts";
import { NoOrder } from "./NoOrder.tsx";
import styles from "./Pay.module.css";
import { WizardPage } from "./WizardPage.tsx";

/** The price call for the order as it stands, with the referral code it was quoted with. */
function quoteRequest(order: OrderState): TPriceQuoteRequest | null {
  const group = selectedGroup(order);
  if (!group || !order.cltn || !order.crcy) return null;
  const currency = groupCurrency(group.priceList, order.crcy, order.cltn.currency);
  if (!currency) return null;
  const prices = group.priceList.filter((p) => p.currency === currency);
  const counts = flowOf(order).seated ? seatCounts(order.seatList) : order.ticket.selectList;
  return {
    priceUnit: currency,
    nftGroupId: group.id,
    list: quoteList(counts, prices),
    ...(order.refCode ? { refCode: order.refCode } : {}),
  };
}

const isCode = (error: unknown, code: string) => error instanceof ApiError && error.code === code;

function QuoteLines({ quote }: { quote: TPriceQuote }) {
  const { t, language } = useTranslation();
  const money = (minor: number) => formatMoney(minor, quote.currency, language);
  return (
    <dl className={styles.lines} data-testid="quote">
      {quote.lines.map((line) => (
        <div key={line.priceId} className={styles.line}>
          <dt>{t("pay.detail.line", { name: line.name, count: line.count })}</dt>
          <dd className={styles.amount}>{money(line.amount)}</dd>
        </div>
      ))}
      {quote.discount > 0 && (
        <div className={styles.line} data-discount>
          <dt>{t("pay.detail.discount", { code: quote.refCode ?? "" })}</dt>
          <dd className={styles.amount}>−{money(quote.discount)}</dd>
        </div>
      )}
      {quote.taxItems.map((item) => (
        <div key={item.type} className={styles.line}>
          <dt>{t(`pay.detail.tax.${item.type}`)}</dt>
          <dd className={styles.amount}>{money(item.amount)}</dd>
        </div>
      ))}
      <div className={styles.total}>
        <dt>{t("pay.detail.total")}</dt>
        <dd className={styles.totalValue} data-testid="quote-total">
          {money(quote.total)}
        </dd>
      </div>
    </dl>
  );
}

/**
 * PayGroupDetailView: the summary, the server's price with a referral code, the booking fee and
 * the cancellation terms; Pay reserves (or pays a free order) and goes to the provider's checkout.
 */
export default function PayGroupDetailView() {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { order, missing } = useStageOrder("detail");
  const request = order ? quoteRequest(order) : null;
  const quote = usePriceQuote(request);
  const reserve = useReserveOrder();
  const [refInput, setRefInput] = useState(
    () => useOrderStore.getState().refCode || (session.get("ref") ?? ""),
  );
  const [refError, setRefError] = useState<string | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const methodName = useId();

  // A code from the link (?ref=) is tried once, as if typed and applied.
  useEffect(() => {
    const fromLink = session.get("ref");
    const store = useOrderStore.getState();
    if (fromLink && !store.refCode) store.setRefCode(fromLink.trim().toUpperCase());
  }, []);

  const productChanged = async () => {
    const cltnId = useOrderStore.getState().cltn?.id;
    if (!cltnId) return;
    const fresh = await queryClient.fetchQuery({ ...nftGroupsQueryOptions(cltnId), staleTime: 0 });
    const store = useOrderStore.getState();
    store.refreshGroups(fresh.items);
    pushAlert({ message: t("error.productInfoExpired") });
    const group = selectedGroup(useOrderStore.getState());
    const ids = new Set(group?.priceList.map((p) => p.id));
    const seated = flowOf(store).seated;
    const gone = seated
      ? store.seatList.some((s) => s.priceId !== null && !ids.has(s.priceId))
      : store.ticket.selectList.some((c) => !ids.has(c.priceId));
    if (gone) navigate(seated ? STAGE_PATH.seatPrice : STAGE_PATH.price);
  };

  const quoteError = quote.error;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per error, not again when the language or the handler changes
  useEffect(() => {
    if (!quoteError) return;
    if (isCode(quoteError, "VALIDATION") && (quoteError as ApiError).field === "refCode") {
      setRefError(t("valid.refCode"));
      // A code from a link is tried once: it stays in the field with its message.
      session.remove("ref");
      useOrderStore.getState().setRefCode("");
    } else if (isCode(quoteError, "PRODUCT_INFO_EXPIRED")) void productChanged();
  }, [quoteError]);

  if (missing) return <NoOrder />;
  if (!order?.cltn || !request) return <Spinner label={t("common.loading")} />;
  const { cltn } = order;
  const group = selectedGroup(order);
  const data = quote.data;

  const applyCode = () => {
    setRefError(null);
    useOrderStore.getState().setRefCode(refInput.trim().toUpperCase());
  };
  const removeCode = () => {
    setRefError(null);
    setRefInput("");
    session.remove("ref");
    useOrderStore.getState().setRefCode("");
  };

  const handleReserveError = (err: unknown) => {
    if (!(err instanceof ApiError)) return pushAlert({ message: errorText(err, t) });
    if (err.status === 401) return;
    if (err.code === "PRODUCT_INFO_EXPIRED") return void productChanged();
    if (err.code === "PAYMENT_TIME_EXCEEDED") {
      void releaseSeatHold();
      pushAlert({ message: t("error.paymentTimeExceeded") });
      return navigate(STAGE_PATH.seat, { replace: true });
    }
    if (err.code === "VALIDATION" && err.field?.startsWith("attendees")) {
      pushAlert({ message: t("pay.detail.checkAttendees") });
      return navigate(STAGE_PATH.buyer);
    }
    if (err.code === "VALIDATION" && err.field === "refCode") {
      useOrderStore.getState().setRefCode("");
      return setRefError(t("valid.refCode"));
    }
    if (err.code === "5501") void quote.refetch();
    pushAlert({ message: errorText(err, t) });
  };

  const handlePay = () => {
    if (!data || !group) return;
    const store = useOrderStore.getState();
    const body: TReservationRequest = {
      priceUnit: request.priceUnit,
      list: request.list,
      ...(request.refCode ? { refCode: request.refCode } : {}),
      amount: data.total,
      ...(store.seatReqId && flowOf(store).seated ? { seatReqId: store.seatReqId } : {}),
      attendees: cltn.hasQtnr ? store.customer : [],
      method: store.method,
    };
    const idempotencyKey = store.submitKeyFor(JSON.stringify({ nftGroupId: group.id, body }));
    reserve.mutate(
      { nftGroupId: group.id, body, idempotencyKey, free: data.total === 0 },
      {
        onSuccess: (outcome) => {
          if (outcome.free) {
            store.setOrderId(outcome.order.id);
            return navigate(`/pay/result/complete?orderId=${encodeURIComponent(outcome.order.id)}`);
          }
          const { reservation } = outcome;
          store.setOrderId(reservation.orderId);
          const plan = reservation.checkout ? checkoutPlan(reservation.checkout, language) : null;
          if (plan?.type === "redirect") {
            setLeaving(true);
            return openCheckout(plan);
          }
          if (plan?.type === "toss") {
            // Closing Toss's window keeps the reservation: Pay again opens the same order.
            setLeaving(true);
            return void payWithToss(plan).then((outcome) => {
              if (outcome === "leaving") return;
              setLeaving(false);
              if (outcome === "unavailable") setUnavailable(true);
            });
          }
          setUnavailable(true);
        },
        onError: handleReserveError,
      },
    );
  };

  if (unavailable)
    return (
      <StatusMessage
        tone="error"
        title={t("pay.detail.providerTitle")}
        text={t("pay.detail.providerText")}
        action={
          <Button variant="rec-secondary" block onClick={() => setUnavailable(false)}>
            {t("common.goBack")}
          </Button>
        }
      />
    );

  const free = data?.total === 0;
  const blockingError =
    quoteError && !isCode(quoteError, "VALIDATION") && !isCode(quoteError, "PRODUCT_INFO_EXPIRED") && !data;

  return (
    <WizardPage
      stage="detail"
      order={order}
      bar={
        <>
          <div className={styles.barRow}>
            <span className={styles.barLabel}>{t("pay.detail.total")}</span>
            <span className={styles.barValue}>
              {data ? formatMoney(data.total, data.currency, language) : "—"}
            </span>
          </div>
          <Button
            variant="rec-primary"
            block
            disabled={!data || !agreed || quote.isFetching}
            loading={reserve.isPending || leaving}
            onClick={handlePay}
          >
            {free
              ? t("pay.detail.getFree")
              : data
                ? t("pay.detail.pay", { amount: formatMoney(data.total, data.currency, language) })
                : t("pay.detail.payPlain")}
          </Button>
        </>
      }
    >
      <section className={styles.card} aria-labelledby="order-title">
        <h2 id="order-title" className={styles.sectionTitle}>
          {t("pay.detail.order")}
        </h2>
        <dl className={styles.lines}>
          {order.ticket.date && !cltn.hideStartDate && (
            <div className={styles.line}>
              <dt>{t("pay.detail.date")}</dt>
              <dd>{formatWhen(order.ticket.date.startDate, language, cltn.timeZone)}</dd>
            </div>
          )}
          {cltn.placeName && (
            <div className={styles.line}>
              <dt>{t("pay.detail.place")}</dt>
              <dd>{cltn.placeName}</dd>
            </div>
          )}
          {group && (
            <div className={styles.line}>
              <dt>{t("pay.detail.group")}</dt>
              <dd>{group.name}</dd>
            </div>
          )}
          {order.seatList.length > 0 && (
            <div className={styles.line}>
              <dt>{t("pay.detail.seats")}</dt>
              <dd data-testid="detail-seats">{order.seatList.map(seatName).join(", ")}</dd>
            </div>
          )}
        </dl>
      </section>

      <div className={styles.refRow}>
        <TextField
          label={t("pay.detail.refCode")}
          value={refInput}
          onChange={(e) => {
            setRefInput(e.target.value);
            setRefError(null);
          }}
          error={refError ?? undefined}
          hint={order.refCode ? t("pay.detail.refApplied", { code: order.refCode }) : undefined}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={32}
        />
        {order.refCode && order.refCode === refInput.trim().toUpperCase() ? (
          <Button variant="rec-secondary" className={styles.refButton} onClick={removeCode}>
            {t("pay.detail.refRemove")}
          </Button>
        ) : (
          <Button
            variant="rec-secondary"
            className={styles.refButton}
            disabled={refInput.trim() === ""}
            onClick={applyCode}
          >
            {t("pay.detail.refApply")}
          </Button>
        )}
      </div>

      <section className={styles.card} aria-labelledby="price-title">
        <h2 id="price-title" className={styles.sectionTitle}>
          {t("pay.detail.price")}
        </h2>
        {blockingError ? (
          <ErrorState onRetry={() => quote.refetch()} />
        ) : data ? (
          <QuoteLines quote={data} />
        ) : (
          <Spinner label={t("common.loading")} />
        )}
      </section>

      {!free && (
        <fieldset className={styles.methods}>
          <legend>{t("pay.detail.method")}</legend>
          {(["CARD", "EASY_PAY"] as const).map((method) => (
            <label key={method} className={styles.method}>
              <input
                type="radio"
                name={methodName}
                value={method}
                checked={order.method === method}
                onChange={() => useOrderStore.getState().setMethod(method)}
              />
              {t(`pay.method.${method}`)}
            </label>
          ))}
        </fieldset>
      )}

      <RefundTerms plan={cltn.refundPlan} category={cltn.category} currency={request.priceUnit} open />

      <Checkbox checked={agreed} onChange={setAgreed}>
        {t("pay.detail.agree")}
      </Checkbox>
    </WizardPage>
  );
}
