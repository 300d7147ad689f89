import type { DiscoverSort } from "@admit/contract/discover";
import { ChipFilterBar } from "../../../components/ui/ChipFilterBar.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import type { DiscoverFilter } from "../api/list-cltns.ts";
import { DEFAULT_DISCOVER_FILTER, DISCOVER_TYPES } from "../utils/discover-params.ts";

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
    <ChipFilterBar
      legend={t("discover.filter.type")}
      values={DISCOVER_TYPES}
      value={type}
      label={(v) => t(`discover.filter.${v}`)}
      onChange={onType}
      sortLabel={t("discover.sort.open", { current })}
      sortTitle={current}
      sortChanged={sort !== DEFAULT_DISCOVER_FILTER.sort}
      onOpenSort={onOpenSort}
    />
  );
}
