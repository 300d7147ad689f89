import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n.ts";
import { CompassIcon, CouponIcon, ProfileIcon, ScanIcon, TicketIcon } from "./icons.tsx";
import styles from "./TabBar.module.css";

export type Tab = "tickets" | "discover" | "scan" | "coupon" | "profile";

const TABS: { tab: Tab; to: string; icon: ReactNode }[] = [
  { tab: "tickets", to: "/", icon: <TicketIcon /> },
  { tab: "discover", to: "/discover", icon: <CompassIcon /> },
  { tab: "scan", to: "/qr", icon: <ScanIcon size={28} /> },
  { tab: "coupon", to: "/coupons", icon: <CouponIcon /> },
  { tab: "profile", to: "/profile", icon: <ProfileIcon /> },
];

/** Five tabs with scan in the centre (spec §2); `selected` comes from the route's name. */
export function TabBar({ selected, onSelect }: { selected?: Tab; onSelect?: (tab: Tab) => void }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.bar} aria-label={t("tab.label")}>
      {TABS.map(({ tab, to, icon }) => (
        <Link
          key={tab}
          to={to}
          className={tab === "scan" ? `${styles.tab} ${styles.scan}` : styles.tab}
          aria-current={selected === tab ? "page" : undefined}
          data-tab={tab}
          onClick={() => onSelect?.(tab)}
        >
          <span className={styles.icon}>{icon}</span>
          <span className={styles.text}>{t(`tab.${tab}`)}</span>
        </Link>
      ))}
    </nav>
  );
}
