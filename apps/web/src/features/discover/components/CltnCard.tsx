import type { TDiscoverCltnCard } from "@admit/contract/discover";
import { sizedImage } from "@admit/contract/images";
import type { CSSProperties } from "react";
import { Link } from "react-router";
import { formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useCurrencyStore } from "../../../stores/currency.ts";
import skeleton from "../../../styles/skeleton.module.css";
import { cardDates } from "../utils/cltn-dates.ts";
import { lowestPrice } from "../utils/display-price.ts";
import { saleBadge } from "../utils/sale-badge.ts";
import { CltnBadges } from "./CltnBadges.tsx";
import styles from "./CltnCard.module.css";
import { CalendarIcon, PinIcon } from "./icons.tsx";

interface CltnCardProps {
  cltn: TDiscoverCltnCard;
  href: string;
  onOpen?: () => void;
  /** A brand's own pages leave its name out of every card. */
  showBrand?: boolean;
  /** A card of the first screen: its poster is not left to lazy loading. */
  firstOnScreen?: boolean;
}

/** One collection of the catalogue: poster, sale state, brand, name, when, where and the lowest price. */
export function CltnCard({ cltn, href, onOpen, showBrand = true, firstOnScreen = false }: CltnCardProps) {
  const { t, language } = useTranslation();
  const preferred = useCurrencyStore((s) => s.currency);
  const dates = cardDates(cltn, language);
  // The collection's own currency is the first of its lowest prices (the contract's order).
  const own = cltn.lowestPrices[0]?.currency ?? "KRW";
  const low = lowestPrice(cltn.lowestPrices, preferred, own);
  const place = cltn.locationType === "online" ? t("discover.card.online") : cltn.placeName;
  return (
    <Link
      to={href}
      className={styles.card}
      onClick={onOpen}
      style={{ "--card-color": cltn.color } as CSSProperties}
      data-testid="cltn-card"
      data-sale={saleBadge(cltn)}
    >
      <img
        className={styles.poster}
        {...sizedImage(cltn.image, 96)}
        alt=""
        width={96}
        height={128}
        loading={firstOnScreen ? "eager" : "lazy"}
        fetchPriority={firstOnScreen ? "high" : "auto"}
        decoding="async"
      />
      <span className={styles.body}>
        <CltnBadges cltn={cltn} />
        {showBrand && <span className={styles.brand}>{cltn.brand.name}</span>}
        <h3 className={styles.name}>{cltn.name}</h3>
        <span className={styles.facts}>
          <span className={styles.fact}>
            <CalendarIcon />
            <span>{dates ?? t("discover.card.dateTba")}</span>
          </span>
          {place && (
            <span className={styles.fact}>
              <PinIcon />
              <span>{place}</span>
            </span>
          )}
        </span>
        {low && (
          <span className={styles.price}>
            {low.price === 0
              ? t("discover.card.free")
              : t("discover.card.from", { price: formatMoney(low.price, low.currency, language) })}
          </span>
        )}
      </span>
    </Link>
  );
}

/** A card's shape while the list loads. */
export function CltnCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <span className={`${styles.poster} ${skeleton.shimmer}`} />
      <span className={styles.body}>
        <span className={styles.bar} style={{ width: "30%" }} />
        <span className={styles.bar} style={{ width: "45%" }} />
        <span className={styles.bar} style={{ width: "90%", height: 18 }} />
        <span className={styles.bar} style={{ width: "70%" }} />
        <span className={styles.bar} style={{ width: "55%" }} />
      </span>
    </div>
  );
}
