import { type QtnrAnswers, validateQtnr } from "@admit/contract/qtnr-rules";
import type { TResaleOffer } from "@admit/contract/resale";
import type { ValidKey } from "@admit/contract/validation";
import { useState } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { TicketSummary } from "../../../components/tickets/TicketSummary.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Checkbox } from "../../../components/ui/Checkbox.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import { formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useResaleOffers } from "../../../lib/queries/resale-offers.ts";
import { session } from "../../../lib/storage.ts";
import { pushAlert } from "../../../stores/popup.ts";
import { usePayCltn } from "../api/get-pay-cltn.ts";
import { useCltnQtnrTemplate } from "../api/get-qtnr-template.ts";
import { useReserveResale } from "../api/reserve-resale.ts";
import { goToCheckout } from "../utils/checkout.ts";
import {
  keepResaleReservation,
  rememberResaleReturn,
  resalePaths,
  resaleReservationKey,
} from "../utils/resale-purchase.ts";
import styles from "./Pay.module.css";
import { AttendeeForm } from "./PayCustomerInputView.tsx";
import { ProviderUnavailable } from "./ProviderUnavailable.tsx";

/** Refusals that mean the list on screen is out of date: it is loaded again. */
const STALE = new Set(["LISTING_RESERVED", "NOT_FOR_SALE"]);

/** Reserve the ticket and open the provider's checkout, as the primary purchase does. */
function useResaleCheckout(
  cltnId: number,
  offer: TResaleOffer | undefined,
  app: "discover" | "event",
  onStale: () => void,
) {
  const { t, language } = useTranslation();
  const reserve = useReserveResale();
  const [leaving, setLeaving] = useState(false);
  const [unavailable, setUnavailable] = useState(false);

  const pay = (attendees: QtnrAnswers[]) => {
    if (!offer) return;
    const { nftId } = offer;
    const idempotencyKey = resaleReservationKey(nftId, session);
    reserve.mutate(
      { nftId, idempotencyKey, attendees },
      {
        onSuccess: (reservation) => {
          keepResaleReservation(nftId, idempotencyKey, reservation.expiresAt, session);
          rememberResaleReturn({ orderId: reservation.orderId, cltnId, nftId, app }, session);
          goToCheckout(reservation.checkout, language, { setLeaving, setUnavailable });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 401) return;
          if (err instanceof ApiError && STALE.has(err.code)) onStale();
          pushAlert({ message: errorText(err, t) });
        },
      },
    );
  };
  return {
    pay,
    busy: reserve.isPending || leaving,
    unavailable,
    dismissUnavailable: () => setUnavailable(false),
  };
}

function Summary({ offer }: { offer: TResaleOffer }) {
  const { t, language } = useTranslation();
  const price = formatMoney(offer.price, offer.currency, language);
  return (
    <section className={styles.card} aria-labelledby="resale-price">
      <h2 id="resale-price" className={styles.sectionTitle}>
        {t("resale.buy.price")}
      </h2>
      <dl className={styles.lines} data-testid="resale-quote">
        <div className={styles.line}>
          <dt>{t("resale.buy.ticket", { name: offer.name })}</dt>
          <dd className={styles.amount}>{price}</dd>
        </div>
        <div className={styles.total}>
          <dt>{t("pay.detail.total")}</dt>
          <dd className={styles.totalValue}>{price}</dd>
        </div>
      </dl>
      <p className={styles.muted}>{t("resale.buy.capped")}</p>
    </section>
  );
}

/**
 * /discover/resale/{cltnId}/{nftId} and /event/resale/…: a resale ticket's purchase — the ticket,
 * its price, the attendee questionnaire when the host asks (the seller's answers stay with the
 * seller), the rule that a resale purchase is final — then the reservation and the provider's
 * checkout; the provider comes back to /pay/result/…?kind=resale.
 */
export default function ResaleBuyView() {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const app = useLocation().pathname.startsWith("/event/") ? "event" : "discover";
  const params = useParams();
  const cltnId = Number(params.cltnId);
  const nftId = Number(params.nftId);
  const cltn = usePayCltn(cltnId, language);
  const offers = useResaleOffers(cltnId);
  const offer = offers.data?.find((o) => o.nftId === nftId);
  const checkout = useResaleCheckout(cltnId, offer, app, () => void offers.refetch());
  // The buyer is the attendee now: they answer the host's questions as in a first sale.
  const asks = cltn.data?.hasQtnr === true;
  const qtnr = useCltnQtnrTemplate(cltnId, asks);
  const [answers, setAnswers] = useState<QtnrAnswers>({});
  const [answerErrors, setAnswerErrors] = useState<Record<string, ValidKey>>({});
  const [agreed, setAgreed] = useState(false);
  const back = resalePaths({ app, cltnId, nftId }).detail;

  const error = cltn.error ?? offers.error ?? qtnr.error;
  if (error instanceof ApiError && error.status === 404)
    return (
      <StatusMessage tone="error" title={t("pay.entry.missingTitle")} text={t("pay.entry.missingText")} />
    );
  if (error)
    return (
      <ErrorState
        onRetry={() => {
          for (const query of [cltn, offers, qtnr]) if (query.isError) void query.refetch();
        }}
      />
    );
  if (!cltn.data || !offers.data || (asks && !qtnr.data)) return <Spinner label={t("common.loading")} />;
  if (!offer)
    return (
      <StatusMessage
        title={t("resale.buy.goneTitle")}
        text={t("resale.buy.goneText")}
        action={{ label: t("pay.backToEvent"), onClick: () => navigate(back, { replace: true }) }}
      />
    );
  if (checkout.unavailable) return <ProviderUnavailable onBack={checkout.dismissUnavailable} />;

  const price = formatMoney(offer.price, offer.currency, language);
  const items = qtnr.data?.items ?? [];
  const handlePay = () => {
    if (!asks) return checkout.pay([]);
    const { errors, cleaned } = validateQtnr(items, answers);
    setAnswerErrors(errors);
    if (Object.keys(errors).length > 0) {
      const item = items.find((i) => errors[i.id]);
      const field = item && document.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(item.id)}"]`);
      field?.scrollIntoView({ block: "center", behavior: "smooth" });
      field?.querySelector("input")?.focus({ preventScroll: true });
      return;
    }
    checkout.pay([cleaned]);
  };
  return (
    <div className={styles.page}>
      <div className={styles.body}>
        <TicketSummary
          image={cltn.data.image}
          color={cltn.data.color}
          cltnName={cltn.data.name}
          name={offer.name}
          startDate={cltn.data.hideStartDate ? null : offer.startDate}
          timeZone={cltn.data.timeZone}
          seat={offer.seat}
          groupCount={offer.groupCount}
        />
        <Summary offer={offer} />
        {asks && (
          <div data-testid="resale-attendee">
            <p className={styles.muted}>{t("pay.buyer.lead", { cltn: cltn.data.name })}</p>
            <AttendeeForm
              index={0}
              title={offer.name}
              items={items}
              answers={answers}
              errors={answerErrors}
              onChange={(next, changedId) => {
                setAnswers(next);
                setAnswerErrors(({ [changedId]: _, ...rest }) => rest);
              }}
            />
          </div>
        )}
        {offer.reserved && (
          <p className={styles.problem} role="status">
            {t("resale.buy.reservedText")}
          </p>
        )}
        <section className={styles.card} aria-labelledby="resale-final" data-testid="resale-final">
          <h2 id="resale-final" className={styles.sectionTitle}>
            {t("resale.buy.finalTitle")}
          </h2>
          <p className={styles.muted}>{t("resale.buy.finalText")}</p>
        </section>
        <Checkbox checked={agreed} onChange={setAgreed}>
          {t("resale.buy.agree")}
        </Checkbox>
      </div>
      <div className={styles.bar}>
        <div className={styles.barRow}>
          <span className={styles.barLabel}>{t("pay.detail.total")}</span>
          <span className={styles.barValue}>{price}</span>
        </div>
        <Button
          variant="rec-primary"
          block
          disabled={!agreed || offer.reserved}
          loading={checkout.busy}
          onClick={handlePay}
        >
          {t("pay.detail.pay", { amount: price })}
        </Button>
      </div>
    </div>
  );
}
