import type { RefundPlan } from "@admit/contract/enums";
import type { Currency } from "@admit/contract/money";
import { formatMoney } from "../../../lib/format.ts";
import { type TFunction, useTranslation } from "../../../lib/i18n.ts";
import { type RefundTermRow, refundTerms } from "../utils/refund-terms.ts";
import styles from "./Pay.module.css";

function periodText(row: RefundTermRow, t: TFunction): string {
  if (row.kind === "none")
    return row.to === 0 ? t("pay.terms.eventDay") : t("pay.terms.orLess", { count: row.to });
  if (row.to === null) return t("pay.terms.orMore", { count: row.from });
  if (row.from === row.to) return t("pay.terms.days", { count: row.from });
  return t("pay.terms.range", { from: row.from, to: row.to });
}

function chargeText(row: RefundTermRow, t: TFunction, lang: Parameters<typeof formatMoney>[2]): string {
  switch (row.kind) {
    case "none":
      return t("pay.terms.noRefund");
    case "rate":
      return t("pay.terms.rate", { percent: row.percent });
    case "flat":
      return t("pay.terms.flat", {
        amount: formatMoney(row.amount, row.currency, lang),
        cap: row.capPercent,
      });
    default: {
      const never: never = row;
      return never;
    }
  }
}

/** The cancellation terms of the collection's plan (spec §9), as they would apply to booking now. */
export function RefundTerms({
  plan,
  category,
  currency,
  open = false,
}: {
  plan: RefundPlan;
  category: string;
  currency: Currency;
  open?: boolean;
}) {
  const { t, language } = useTranslation();
  const terms = refundTerms(plan, category, currency, new Date());
  return (
    <details className={styles.terms} open={open}>
      <summary>{t("pay.terms.title")}</summary>
      <div className={styles.termsBody}>
        <table className={styles.termsTable}>
          <thead>
            <tr>
              <th scope="col">{t("pay.terms.when")}</th>
              <th scope="col">{t("pay.terms.fee")}</th>
            </tr>
          </thead>
          <tbody>
            {terms.rows.map((row) => (
              <tr key={`${row.from}-${row.to}`}>
                <td>{periodText(row, t)}</td>
                <td>{chargeText(row, t, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {terms.grace && (
          <p className={styles.note}>
            {t("pay.terms.grace", { days: terms.grace.days, unless: terms.grace.unlessDaysBefore })}
          </p>
        )}
        <p className={styles.note}>{t("pay.terms.bookingFee")}</p>
      </div>
    </details>
  );
}
