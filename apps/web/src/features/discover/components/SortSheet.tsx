import type { DiscoverSort } from "@admit/contract/discover";
import { ChoiceGroup, ChoiceSheet } from "../../../components/ui/ChoiceSheet.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { DISCOVER_SORTS } from "../utils/discover-params.ts";

interface SortSheetProps {
  open: boolean;
  sort: DiscoverSort;
  onApply: (sort: DiscoverSort) => void;
  onClose: () => void;
}

/** The catalogue's order, newest (default) or oldest; the choice applies only on Apply (spec §2). */
export function SortSheet({ open, sort, onApply, onClose }: SortSheetProps) {
  const { t } = useTranslation();
  return (
    <ChoiceSheet
      open={open}
      title={t("discover.sort.title")}
      applyLabel={t("discover.sort.apply")}
      value={sort}
      onApply={onApply}
      onClose={onClose}
    >
      {(draft, setDraft) => (
        <ChoiceGroup
          legend={t("discover.sort.title")}
          hideLegend
          name="discover-sort"
          values={DISCOVER_SORTS}
          value={draft}
          label={(v) => t(`discover.sort.${v}`)}
          hint={(v) => t(`discover.sort.hint.${v}`)}
          onChange={setDraft}
        />
      )}
    </ChoiceSheet>
  );
}
