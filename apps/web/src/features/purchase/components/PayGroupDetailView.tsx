import { CURRENCIES } from "@admit/contract/money";
import { PAYMENT_METHODS, type TPriceQuote } from "@admit/contract/sale";
import { useEffect, useId, useState } from "react";
import { RefundTerms } from "../../../components/RefundTerms.tsx";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Checkbox } from "../../../components/ui/Checkbox.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { TextField } from "../../../components/ui/TextField.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { usePriceQuote } from "../api/quote-price.ts";
import { useCheckout } from "../hooks/use-checkout.ts";
import { useProductChanged } from "../hooks/use-product-changed.ts";
import { useRefCode } from "../hooks/use-ref-code.ts";
import { useStageOrder } from "../hooks/use-stage-order.ts";
import { selectedGroup, useOrderStore } from "../stores/order-store.ts";
import { formatWhen } from "../utils/format-when.ts";
import { quoteRequest } from "../utils/quote-request.ts";
import { seatName } from "../utils/seat-selection.ts";
import { NoOrder } from "./NoOrder.tsx";
import styles from "./Pay.module.css";
import { ProviderUnavailable } from "./ProviderUnavailable.tsx";
import { WizardPage } from "./WizardPage.tsx";

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
  const { order, missing } = useStageOrder("detail");
  const request = order ? quoteRequest(order) : null;
  const quote = usePriceQuote(request);
  const refCode = useRefCode(quote.error);
  const productChanged = useProductChanged();
  const [agreed, setAgreed] = useState(false);
  const methodName = useId();
  const group = order ? selectedGroup(order) : null;
  const data = quote.data;
  const checkout = useCheckout({
    cltn: order?.cltn,
    groupId: group?.id,
    request,
    quote: data,
    refetchQuote: () => void quote.refetch(),
    onProductChanged: () => void productChanged(),
    onRefCodeRefused: refCode.refuse,
  });

  const quoteError = quote.error;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per error, not again when the handler changes
  useEffect(() => {
    if (isCode(quoteError, "PRODUCT_INFO_EXPIRED")) void productChanged();
  }, [quoteError]);

  if (missing) return <NoOrder />;
  if (!order?.cltn || !request) return <Spinner label={t("common.loading")} />;
  const { cltn } = order;

  if (checkout.unavailable) return <ProviderUnavailable onBack={checkout.dismissUnavailable} />;

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
            loading={checkout.busy}
            onClick={checkout.pay}
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
          value={refCode.input}
          onChange={(e) => refCode.change(e.target.value)}
          error={refCode.error ?? undefined}
          hint={order.refCode ? t("pay.detail.refApplied", { code: order.refCode }) : undefined}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={32}
        />
        {order.refCode && order.refCode === refCode.input.trim().toUpperCase() ? (
          <Button variant="rec-secondary" className={styles.refButton} onClick={refCode.remove}>
            {t("pay.detail.refRemove")}
          </Button>
        ) : (
          <Button
            variant="rec-secondary"
            className={styles.refButton}
            disabled={refCode.input.trim() === ""}
            onClick={refCode.apply}
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

      {!free && CURRENCIES[request.priceUnit].crypto && (
        <section className={styles.card} aria-labelledby="wallet-method-title">
          <h2 id="wallet-method-title" className={styles.sectionTitle}>
            {t("pay.detail.method")}
          </h2>
          <p data-testid="wallet-method">{t("pay.method.WALLET")}</p>
        </section>
      )}
      {!free && !CURRENCIES[request.priceUnit].crypto && (
        <fieldset className={styles.methods}>
          <legend>{t("pay.detail.method")}</legend>
          {PAYMENT_METHODS.map((method) => (
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

      <RefundTerms
        plan={cltn.refundPlan}
        category={cltn.category}
        currency={request.priceUnit}
        open
        termsLink={false}
      />

      <Checkbox checked={agreed} onChange={setAgreed}>
        {t("pay.detail.agree")}
      </Checkbox>
    </WizardPage>
  );
}
