import type { Currency } from "@admit/contract/money";
import { useId } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import styles from "./Pay.module.css";

/** The currencies a group is sold in, to pay in one of them; nothing to choose with one. */
export function CurrencySwitch({
  currencies,
  value,
  onChange,
}: {
  currencies: readonly Currency[];
  value: Currency;
  onChange: (currency: Currency) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  if (currencies.length < 2) return null;
  return (
    <fieldset className={styles.currencies}>
      <legend>{t("pay.currency")}</legend>
      {currencies.map((currency) => (
        <label key={currency} className={styles.chip}>
          <input
            type="radio"
            name={name}
            value={currency}
            checked={currency === value}
            onChange={() => onChange(currency)}
          />
          {currency}
        </label>
      ))}
    </fieldset>
  );
}
