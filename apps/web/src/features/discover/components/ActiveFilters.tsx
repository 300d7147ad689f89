import { useTranslation } from "../../../lib/i18n.ts";
import type { DiscoverFilter } from "../api/list-cltns.ts";
import { useFilterOptions } from "../api/list-filter-options.ts";
import { activeFilterCount } from "../utils/discover-params.ts";
import { categoryLabel, dateFilterLabel } from "../utils/filter-labels.ts";
import styles from "./ActiveFilters.module.css";

interface ActiveFiltersProps {
  filter: DiscoverFilter;
  onOpen: () => void;
  onChange: (filter: DiscoverFilter) => void;
}

/**
 * Under the type chips: the button that opens the filter sheet, and each filter in force as a
 * chip that removes it, so what narrows the list is always in sight.
 */
export function ActiveFilters({ filter, onOpen, onChange }: ActiveFiltersProps) {
  const { t, language } = useTranslation();
  const count = activeFilterCount(filter);
  // The city's name in the reader's language comes with the sheet's options.
  const options = useFilterOptions(language, filter.city !== undefined);
  const dateLabel = dateFilterLabel(filter, t, language);
  const cityName =
    filter.city && (options.data?.cities.find((c) => c.value === filter.city)?.name ?? filter.city);
  const chips = [
    dateLabel && {
      key: "date",
      label: dateLabel,
      clear: { date: undefined, from: undefined, to: undefined },
    },
    cityName && { key: "city", label: cityName, clear: { city: undefined } },
    filter.category && {
      key: "category",
      label: categoryLabel(filter.category, t),
      clear: { category: undefined },
    },
  ].filter((c) => !!c);
  return (
    <div className={styles.row}>
      <button
        type="button"
        className={styles.open}
        aria-haspopup="dialog"
        data-active={count > 0 || undefined}
        onClick={onOpen}
      >
        <FilterIcon />
        {count > 0 ? t("discover.filters.openCount", { count }) : t("discover.filters.open")}
      </button>
      {chips.map((chip) => (
        <button
          key={chip.key}
          type="button"
          className={styles.chip}
          aria-label={t("discover.filters.remove", { name: chip.label })}
          onClick={() => onChange({ ...filter, ...chip.clear })}
        >
          {chip.label}
          <span aria-hidden="true" className={styles.x}>
            ×
          </span>
        </button>
      ))}
    </div>
  );
}

function FilterIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M4 6h16M7 12h10M10 18h4" />
    </svg>
  );
}
