import type { DiscoverSort } from "@admit/contract/discover";
import { useEffect, useState } from "react";
import { BottomSheet } from "../../../components/ui/BottomSheet.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { DISCOVER_SORTS } from "../stores/discover-filter.ts";
import styles from "./SortSheet.module.css";

interface SortSheetProps {
  open: boolean;
  sort: DiscoverSort;
  onApply: (sort: DiscoverSort) => void;
  onClose: () => void;
}

/** The catalogue's order, newest (default) or oldest; the choice applies only on Apply (spec §2). */
export function SortSheet({ open, sort, onApply, onClose }: SortSheetProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(sort);
  useEffect(() => {
    if (open) setDraft(sort);
  }, [open, sort]);

  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title={t("discover.sort.title")}
      footer={
        <Button
          variant="rec-primary"
          block
          onClick={() => {
            onApply(draft);
            onClose();
          }}
        >
          {t("discover.sort.apply")}
        </Button>
      }
    >
      <fieldset className={styles.group}>
        <legend className="visually-hidden">{t("discover.sort.title")}</legend>
        {DISCOVER_SORTS.map((v) => (
          <label key={v} className={styles.option}>
            <input
              type="radio"
              name="discover-sort"
              value={v}
              checked={draft === v}
              onChange={() => setDraft(v)}
            />
            <span className={styles.optionText}>
              <span className={styles.optionName}>{t(`discover.sort.${v}`)}</span>
              <span className={styles.optionHint}>{t(`discover.sort.hint.${v}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </BottomSheet>
  );
}
