import type { TDiscoverCltnCard } from "@admit/contract/discover";
import { LIMITS } from "@admit/contract/limits";
import { useTranslation } from "../../../lib/i18n.ts";
import { saleBadge } from "../utils/sale-badge.ts";
import styles from "./CltnBadges.module.css";

/** Where the sale stands, and 19+ for adult events (spec §1). */
export function CltnBadges({ cltn }: { cltn: Pick<TDiscoverCltnCard, "saleState" | "soldOut" | "isAdult"> }) {
  const { t } = useTranslation();
  const sale = saleBadge(cltn);
  return (
    <span className={styles.badges}>
      <span className={styles.badge} data-sale={sale}>
        {t(`discover.badge.${sale}`)}
      </span>
      {cltn.isAdult && (
        <span className={styles.badge} data-adult>
          {t("discover.badge.adult", { age: LIMITS.adultMinAge })}
        </span>
      )}
    </span>
  );
}
