import { resaleBreakdown, type TListingDetail } from "@admit/contract/resale";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/Button.tsx";
import { TextField } from "../../../components/ui/TextField.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { showToast } from "../../../stores/popup.ts";
import { useChangePrice } from "../api/listing.ts";
import {
  type PriceProblem,
  parsePrice,
  priceInputMode,
  priceProblemText,
  priceText,
} from "../utils/price-input.ts";
import { saleErrorText } from "../utils/resale-text.ts";
import { Breakdown } from "./Breakdown.tsx";
import styles from "./Resale.module.css";

/** "Change price" on the listing: the new price, its split as it is typed, Save. */
export function PriceEditForm({
  listing,
  onDone,
  onRefused,
}: {
  listing: TListingDetail;
  onDone: () => void;
  /** The listing moved on meanwhile (a buyer started paying): it is loaded again. */
  onRefused: () => void;
}) {
  const { t, language } = useTranslation();
  const { currency, royaltyPercent, feePercent } = listing.breakdown;
  const [text, setText] = useState(() => priceText(listing.breakdown.price, currency));
  const [problem, setProblem] = useState<PriceProblem>();
  const change = useChangePrice();
  const parsed = parsePrice(text, currency, listing.maxPrice);
  const preview = parsed.ok ? resaleBreakdown(parsed.price, royaltyPercent, feePercent) : null;
  const money = (minor: number) => formatMoney(minor, currency, language);

  const handleSave = (e: FormEvent) => {
    e.preventDefault();
    if (!parsed.ok) return setProblem(parsed);
    if (parsed.price === listing.breakdown.price) return onDone();
    change.mutate(
      { id: listing.nftId, price: parsed.price },
      {
        onSuccess: (changed) => {
          showToast(t("resale.listing.priceChanged", { price: money(changed.breakdown.price) }));
          onDone();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === "PRICE_ABOVE_CAP")
            return setProblem({
              key: "valid.max",
              limit: typeof err.data?.maxPrice === "number" ? err.data.maxPrice : listing.maxPrice,
            });
          showToast(saleErrorText(err, t));
          if (err instanceof ApiError && (err.code === "LISTING_RESERVED" || err.code === "NOT_FOR_SALE"))
            onRefused();
        },
      },
    );
  };

  return (
    <form className={styles.step} onSubmit={handleSave} noValidate aria-labelledby="price-edit">
      <h3 id="price-edit" className={styles.cardTitle}>
        {t("resale.listing.changePrice")}
      </h3>
      <TextField
        label={t("resale.listing.newPrice", { currency })}
        inputClassName={styles.priceInput}
        inputMode={priceInputMode(currency)}
        autoComplete="off"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (problem) setProblem(undefined);
        }}
        error={problem && priceProblemText(problem, currency, t, language)}
        hint={t("resale.sell.capHint", { cap: money(listing.maxPrice) })}
      />
      <Breakdown
        split={preview}
        currency={currency}
        royaltyPercent={royaltyPercent}
        feePercent={feePercent}
        testId="price-preview"
      />
      <div className={styles.actions}>
        <Button variant="rec-primary" htmlType="submit" block loading={change.isPending}>
          {t("resale.listing.savePrice")}
        </Button>
        <Button variant="rec" block disabled={change.isPending} onClick={onDone}>
          {t("common.cancel")}
        </Button>
      </div>
    </form>
  );
}
