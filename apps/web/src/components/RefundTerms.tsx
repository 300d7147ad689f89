import type { RefundPlan } from "@admit/contract/enums";
import type { Currency } from "@admit/contract/money";
import { Link } from "react-router";
import { formatMoney } from "../lib/format.ts";
import { type TFunction, useTranslation } from "../lib/i18n.ts";
import { type RefundCost, type RefundWhen, refundNote } from "../lib/refund-note.ts";
import styles from "./RefundTerms.module.css";

function whenText(when: RefundWhen, t: TFunction): string {
  switch (when.kind) {
    case "from":
      return t("refund.from", { count: when.days, n: when.days });
    case "between":
      return t("refund.between", { min: when.min, max: when.max });
    case "on":
      return t("refund.on", { count: when.days, n: when.days });
    case "upTo":
      return t("refund.upTo", { count: when.days, n: when.days });
    case "eventDay":
      return t("refund.eventDay");
    default: {
      const never: never = when;
      return never;
    }
  }
}

function costText(cost: RefundCost, t: TFunction, language: Parameters<typeof formatMoney>[2]): string {
  switch (cost.kind) {
    case "rate":
      return t("refund.rate", { percent: cost.percent });
    case "flat":
      return t("refund.flat", {
        amount: formatMoney(cost.amount, cost.currency, language),
        percent: cost.capPercent,
      });
    case "cap":
      return t("refund.rate", { percent: cost.capPercent });
    case "none":
      return t("refund.none");
    default: {
      const never: never = cost;
      return never;
    }
  }
}

interface RefundTermsProps {
  plan: RefundPlan;
  /** The collection's category: it picks the flat fee (and the sports table). */
  category: string;
  currency: Currency;
  /** Unfolded from the start (the payment step, where the buyer agrees to them). */
  open?: boolean;
  /** A link to the full terms; off inside the purchase, where leaving would let the seats go. */
  termsLink?: boolean;
}

/**
 * The cancellation terms of a collection's refund plan (spec §9) as they apply to a booking made
 * now, folded until asked for: on the event page and at the payment step.
 */
export function RefundTerms({ plan, category, currency, open = false, termsLink = true }: RefundTermsProps) {
  const { t, language } = useTranslation();
  const note = refundNote(plan, category, currency);
  return (
    <details className={styles.fold} open={open}>
      <summary className={styles.foldSummary}>{t("refund.title")}</summary>
      <p className={styles.plan}>{t(`refund.plan.${plan}`)}</p>
      <dl className={styles.refundTable}>
        {note.rows.map((row) => (
          <div key={`${row.when.kind}-${whenText(row.when, t)}`} className={styles.refundRow}>
            <dt>{whenText(row.when, t)}</dt>
            <dd>{costText(row.cost, t, language)}</dd>
          </div>
        ))}
      </dl>
      <ul className={styles.notes}>
        {note.grace && (
          <li>{t("refund.grace", { days: note.grace.days, unless: note.grace.unlessDaysBefore })}</li>
        )}
        <li>{t("refund.bookingFee")}</li>
      </ul>
      {termsLink && (
        <Link className={styles.textLink} to="/termsofservice">
          {t("refund.terms")}
        </Link>
      )}
    </details>
  );
}
