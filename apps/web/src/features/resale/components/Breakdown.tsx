import type { Currency } from "@admit/contract/money";
import type { TResaleBreakdown } from "@admit/contract/resale";
import { formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { breakdownRows } from "../utils/breakdown.ts";
import styles from "./Resale.module.css";

type Split = Omit<TResaleBreakdown, "currency">;

/**
 * Buyer pays / royalty to the host / platform fee / you receive. Without a price yet (`split`
 * null) the lines stay, with a dash, so the screen does not jump when one is typed.
 */
export function Breakdown({
  split,
  currency,
  royaltyPercent,
  feePercent,
  title,
  testId,
}: {
  split: Split | null;
  currency: Currency;
  royaltyPercent: number;
  feePercent: number;
  title?: string;
  testId?: string;
}) {
  const { t, language } = useTranslation();
  const rows = breakdownRows(split ?? { price: 0, royalty: 0, royaltyPercent, fee: 0, feePercent, net: 0 });
  return (
    <section className={styles.card} aria-label={title ?? t("resale.breakdown.label")} data-testid={testId}>
      {title && <h3 className={styles.cardTitle}>{title}</h3>}
      <dl className={styles.lines}>
        {rows.map((row) => (
          <div key={row.part} className={styles.line} data-part={row.part} data-pending={!split || undefined}>
            <dt>{t(`resale.breakdown.${row.part}`, { percent: row.percent })}</dt>
            <dd data-testid={testId && `${testId}-${row.part}`}>
              {split
                ? `${row.part === "royalty" || row.part === "fee" ? "−" : ""}${formatMoney(row.amount, currency, language)}`
                : "—"}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
