import type { TDiscoverCltnDetail } from "@admit/contract/discover";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/Button.tsx";
import { buyTarget } from "../../../lib/buy-target.ts";
import { formatDate, formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useAuthStore } from "../../../stores/auth.ts";
import { useCurrencyStore } from "../../../stores/currency.ts";
import { lowestPrice } from "../utils/display-price.ts";
import { saleBadge } from "../utils/sale-badge.ts";
import styles from "./Detail.module.css";

/**
 * The sticky buy button. It opens the purchase path, a signed-in page: someone signed out is
 * taken to sign in by the navigation guard, which keeps the path and returns there afterwards.
 * RSVP and lottery events open their own screens instead, open to visitors and before or after
 * their period too (to see when it opens, or one's answer or result).
 */
export function BuyBar({ cltn, payPath }: { cltn: TDiscoverCltnDetail; payPath: string }) {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useAuthStore((s) => s.user !== null);
  const preferred = useCurrencyStore((s) => s.currency);
  const low = lowestPrice(cltn.lowestPrices, preferred, cltn.currency);
  const sale = saleBadge(cltn);
  const target = buyTarget(cltn, payPath);
  const opens = formatDate(cltn.saleStartAt, language, { timeZone: cltn.timeZone, time: true });
  const label = target.claim
    ? sale === "upcoming"
      ? t(`claims.${target.claim}.opensOn`, { date: opens })
      : sale === "ended"
        ? t(`claims.${target.claim}.seeResult`)
        : t(`discover.buy.${cltn.kind}`)
    : sale === "onSale"
      ? t(`discover.buy.${cltn.kind}`)
      : sale === "upcoming"
        ? t("discover.buy.opens", { date: opens })
        : t(`discover.badge.${sale}`);
  // A full RSVP still takes yeses, onto its waiting list.
  const open = target.claim ? sale === "onSale" || sale === "soldOut" : sale === "onSale";
  return (
    <div className={styles.buyBar}>
      <div className={styles.buyPrice}>
        {low && (
          <strong>
            {low.price === 0
              ? t("discover.card.free")
              : t("discover.card.from", { price: formatMoney(low.price, low.currency, language) })}
          </strong>
        )}
        {open && !signedIn && (
          <span className={styles.muted}>
            {t(target.claim ? `claims.${target.claim}.signInFirst` : "discover.buy.signInFirst")}
          </span>
        )}
      </div>
      <Button
        variant="rec-primary"
        className={styles.buyButton}
        disabled={!open && !target.claim}
        onClick={() => navigate(target.path)}
      >
        {label}
      </Button>
    </div>
  );
}
