import type { TDiscoverCltnCard } from "@admit/contract/discover";
import { LIMITS } from "@admit/contract/limits";
import badge from "../../../components/ui/Badge.module.css";
import { useTranslation } from "../../../lib/i18n.ts";
import { saleBadge, saleBadgeKey } from "../utils/sale-badge.ts";
import styles from "./CltnBadges.module.css";

/** The sale states in the badge tones: selling, soon, gone, over. */
const TONE = { onSale: "positive", upcoming: "progress", soldOut: "danger", ended: "muted" } as const;

/** Where the sale (or the lottery's applications, or the RSVP) stands, and 19+ for adult events (spec §1). */
export function CltnBadges({
  cltn,
}: {
  cltn: Pick<TDiscoverCltnCard, "saleState" | "soldOut" | "isAdult" | "kind">;
}) {
  const { t } = useTranslation();
  const sale = saleBadge(cltn);
  return (
    <span className={styles.badges}>
      <span className={badge.badge} data-tone={TONE[sale]} data-sale={sale}>
        {t(saleBadgeKey(cltn))}
      </span>
      {cltn.isAdult && (
        <span className={badge.badge} data-tone="dark" data-adult>
          {t("discover.badge.adult", { age: LIMITS.adultMinAge })}
        </span>
      )}
    </span>
  );
}
