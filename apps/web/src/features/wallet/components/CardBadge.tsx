import type { TNftListItem } from "@admit/contract/nfts";
import styles from "../../../components/ui/Badge.module.css";
import { useTranslation } from "../../../lib/i18n.ts";
import { cardBadge } from "../utils/card-badge.ts";

/** The card's state in a word (spec §4), coloured by what it asks of the person. */
export function CardBadge({ nft }: { nft: Pick<TNftListItem, "status" | "isLock" | "isExpired"> }) {
  const { t } = useTranslation();
  const badge = cardBadge(nft);
  return (
    <span className={styles.badge} data-tone={badge.tone} data-kind={badge.kind}>
      {t(`wallet.badge.${badge.kind}`)}
    </span>
  );
}
