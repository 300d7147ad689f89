import type { Currency } from "@admit/contract/money";
import { resaleBreakdown, type TListingDetail, type TSellRegistInfo } from "@admit/contract/resale";
import { type FormEvent, useEffect, useState } from "react";
import { SubmitButton } from "../../../components/forms/SubmitButton.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { TextField } from "../../../components/ui/TextField.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import { formatDate, formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { showToast } from "../../../stores/popup.ts";
import { useRegistInfo } from "../api/get-regist-info.ts";
import { useRegisterSale } from "../api/listing.ts";
import { type PriceProblem, parsePrice, priceInputMode, priceProblemText } from "../utils/price-input.ts";
import { saleErrorText } from "../utils/resale-text.ts";
import { Breakdown } from "./Breakdown.tsx";
import styles from "./Resale.module.css";

/** What listing means for the seller, read before the price is confirmed. */
function SaleNotes({ closesAt, timeZone }: { closesAt: string | null; timeZone: string }) {
  const { t, language } = useTranslation();
  const until = closesAt
    ? t("resale.sell.until", { date: formatDate(closesAt, language, { time: true, timeZone }) })
    : t("resale.sell.untilAny");
  return (
    <ul className={styles.points}>
      <li>{t("resale.sell.paidAfter")}</li>
      <li>{t("resale.sell.qrOff")}</li>
      <li>{until}</li>
    </ul>
  );
}

/** The server's split of the chosen price, then "Put on sale". */
function ConfirmStep({
  nftId,
  price,
  info,
  timeZone,
  onBack,
  onRefused,
  onListed,
}: {
  nftId: number;
  price: number;
  info: TSellRegistInfo & { currency: Currency };
  timeZone: string;
  onBack: () => void;
  onRefused: (problem: PriceProblem) => void;
  onListed: (listing: TListingDetail) => void;
}) {
  const { t, language } = useTranslation();
  const quote = useRegistInfo(nftId, price);
  const register = useRegisterSale();
  const capOf = (err: ApiError) =>
    typeof err.data?.maxPrice === "number" ? err.data.maxPrice : info.maxPrice;

  // The cap moved since the screen loaded (the host changed it): back to the price, with the new cap.
  const refusal =
    quote.error instanceof ApiError && quote.error.code === "PRICE_ABOVE_CAP" ? quote.error : null;
  useEffect(() => {
    if (refusal) onRefused({ key: "valid.max", limit: capOf(refusal) });
  });

  const handleList = () =>
    register.mutate(
      { id: nftId, price },
      {
        onSuccess: onListed,
        onError: (err) => {
          if (err instanceof ApiError && err.code === "PRICE_ABOVE_CAP")
            return onRefused({ key: "valid.max", limit: capOf(err) });
          showToast(saleErrorText(err, t));
        },
      },
    );

  return (
    <section className={styles.step} aria-labelledby="sell-confirm">
      <h3 id="sell-confirm" className={styles.stepTitle}>
        {t("resale.sell.confirmTitle", { price: formatMoney(price, info.currency, language) })}
      </h3>
      {quote.data ? (
        <Breakdown
          split={quote.data}
          currency={info.currency}
          royaltyPercent={quote.data.royaltyPercent}
          feePercent={quote.data.feePercent}
          testId="sell-breakdown"
        />
      ) : quote.isError && !refusal ? (
        <p className={styles.hint} role="alert">
          {errorText(quote.error, t)}
        </p>
      ) : (
        <Spinner label={t("common.loading")} />
      )}
      <SaleNotes closesAt={info.closesAt} timeZone={timeZone} />
      <div className={styles.actions}>
        <Button
          variant="rec-primary"
          block
          disabled={!quote.data}
          loading={register.isPending}
          onClick={handleList}
        >
          {t("resale.sell.confirm")}
        </Button>
        {quote.isError && !refusal && (
          <Button variant="rec-secondary" block onClick={() => void quote.refetch()}>
            {t("errorPage.retry")}
          </Button>
        )}
        <Button variant="rec" block disabled={register.isPending} onClick={onBack}>
          {t("resale.sell.change")}
        </Button>
      </div>
    </section>
  );
}

/**
 * The price of a ticket going on sale (spec §4 Sale: register): typed in major units of the
 * ticket's currency, checked against the cap, split live as the seller types; then the server's
 * split to confirm, and "Put on sale".
 */
export function SellForm({
  nft,
  info,
  onListed,
}: {
  nft: { id: number; timeZone: string };
  info: TSellRegistInfo & { currency: Currency };
  onListed: (listing: TListingDetail) => void;
}) {
  const { t, language } = useTranslation();
  const { currency } = info;
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<PriceProblem>();
  const [chosen, setChosen] = useState<number | null>(null);
  const parsed = parsePrice(text, currency, info.maxPrice);
  const preview = parsed.ok ? resaleBreakdown(parsed.price, info.royaltyPercent, info.feePercent) : null;
  const money = (minor: number) => formatMoney(minor, currency, language);

  const handleNext = (e: FormEvent) => {
    e.preventDefault();
    if (!parsed.ok) return setProblem(parsed);
    setChosen(parsed.price);
  };

  if (chosen !== null)
    return (
      <ConfirmStep
        nftId={nft.id}
        price={chosen}
        info={info}
        timeZone={nft.timeZone}
        onBack={() => setChosen(null)}
        onRefused={(refused) => {
          setChosen(null);
          setProblem(refused);
        }}
        onListed={onListed}
      />
    );

  return (
    <form className={styles.step} onSubmit={handleNext} noValidate>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t("resale.sell.faceValue")}</dt>
          <dd data-testid="face-value">{money(info.faceValue)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t("resale.sell.cap")}</dt>
          <dd data-testid="price-cap">{money(info.maxPrice)}</dd>
        </div>
      </dl>
      <TextField
        label={t("resale.sell.priceLabel", { currency })}
        inputClassName={styles.priceInput}
        inputMode={priceInputMode(currency)}
        autoComplete="off"
        enterKeyHint="next"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (problem) setProblem(undefined);
        }}
        error={problem && priceProblemText(problem, currency, t, language)}
        hint={t("resale.sell.capHint", { cap: money(info.maxPrice) })}
      />
      <Breakdown
        split={preview}
        currency={currency}
        royaltyPercent={info.royaltyPercent}
        feePercent={info.feePercent}
        testId="sell-preview"
      />
      <SaleNotes closesAt={info.closesAt} timeZone={nft.timeZone} />
      <SubmitButton>{t("resale.sell.next")}</SubmitButton>
    </form>
  );
}
