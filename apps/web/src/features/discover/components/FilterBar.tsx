import type { DiscoverSort } from "@admit/contract/discover";
import { useTranslation } from "../../../lib/i18n.ts";
import type { DiscoverFilter } from "../api/list-cltns.ts";
import { DEFAULT_DISCOVER_FILTER, DISCOVER_TYPES } from "../stores/discover-filter.ts";
import styles from "./FilterBar.module.css";
import { SortIcon } from "./icons.tsx";

interface FilterBarProps {
  type: DiscoverFilter["type"];
  sort: DiscoverSort;
  onType: (type: DiscoverFilter["type"]) => void;
  onOpenSort: () => void;
}

/** Type chips (all, tickets, memberships) and the button that opens the sort sheet (spec §2). */
export function FilterBar({ type, sort, onType, onOpenSort }: FilterBarProps) {
  const { t } = useTranslation();
  const current = t(`discover.sort.${sort}`);
  return (
    <div className={styles.bar}>
      <fieldset className={styles.chips}>
        <legend className="visually-hidden">{t("discover.filter.type")}</legend>
        {DISCOVER_TYPES.map((v) => (
          <button
            key={v}
            type="button"
            className={styles.chip}
            aria-pressed={type === v}
            onClick={() => onType(v)}
          >
            {t(`discover.filter.${v}`)}
          </button>
        ))}
      </fieldset>
      <button
        type="button"
        className={styles.sortButton}
        onClick={onOpenSort}
        aria-haspopup="dialog"
        aria-label={t("discover.sort.open", { current })}
        title={current}
        data-changed={sort !== DEFAULT_DISCOVER_FILTER.sort || undefined}
      >
        <SortIcon />
      </button>
    </div>
  );
}
