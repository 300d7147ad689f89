import type { TDiscoverCltnDetail } from "@admit/contract/discover";
import { Link } from "react-router";
import { formatMoney } from "../../../lib/format.ts";
import { type TFunction, useTranslation } from "../../../lib/i18n.ts";
import { type RefundCost, type RefundWhen, refundNote } from "../utils/refund-note.ts";
import styles from "./Detail.module.css";

function whenText(when: RefundWhen, t: TFunction): string {
  switch (when.kind) {
    case "from":
      return t("discover.refund.from", { count: when.days, n: when.days });
    case "between":
      return t("discover.refund.between", { min: when.min, max: when.max });
    case "on":
      return t("discover.refund.on", { count: when.days, n: when.days });
    case "upTo":
      return t("discover.refund.upTo", { count: when.days, n: when.days });
    case "eventDay":
      return t("discover.refund.eventDay");
    default: {
      const never: never = when;
      return never;
    }
  }
}

function costText(cost: RefundCost, t: TFunction, language: Parameters<typeof formatMoney>[2]): string {
  switch (cost.kind) {
    case "rate":
      return t("discover.refund.rate", { percent: cost.percent });
    case "flat":
      return t("discover.refund.flat", {
        amount: formatMoney(cost.amount, cost.currency, language),
        percent: cost.capPercent,
      });
    case "cap":
      return t("discover.refund.rate", { percent: cost.capPercent });
    case "none":
      return t("discover.refund.none");
    default: {
      const never: never = cost;
      return never;
    }
  }
}

/** The cancellation terms of the collection's refund plan (spec §9), folded until asked for. */
export function RefundTerms({ cltn }: { cltn: TDiscoverCltnDetail }) {
  const { t, language } = useTranslation();
  const note = refundNote(cltn.refundPlan, cltn.category, cltn.currency);
  return (
    <details className={styles.fold}>
      <summary className={styles.foldSummary}>{t("discover.refund.title")}</summary>
      <p className={styles.muted}>{t(`discover.refund.plan.${cltn.refundPlan}`)}</p>
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
          <li>
            {t("discover.refund.grace", { days: note.grace.days, unless: note.grace.unlessDaysBefore })}
          </li>
        )}
        <li>{t("discover.refund.bookingFee")}</li>
      </ul>
      <Link className={styles.textLink} to="/termsofservice">
        {t("discover.refund.terms")}
      </Link>
    </details>
  );
}
