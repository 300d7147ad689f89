import type { DiscoverDate } from "@admit/contract/discover";
import { Button } from "../../../components/ui/Button.tsx";
import { ChoiceGroup, ChoiceSheet } from "../../../components/ui/ChoiceSheet.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import type { DiscoverFilter } from "../api/list-cltns.ts";
import { useFilterOptions } from "../api/list-filter-options.ts";
import { DISCOVER_DATES } from "../utils/discover-params.ts";
import { categoryLabel } from "../utils/filter-labels.ts";
import styles from "./FilterSheet.module.css";

/** What the sheet edits: the list's date, city and category filters. */
export type SheetFilters = Pick<DiscoverFilter, "date" | "from" | "to" | "city" | "category">;

type DateChoice = "" | DiscoverDate | "PICK";
const DATE_CHOICES: readonly DateChoice[] = ["", ...DISCOVER_DATES, "PICK"];

/** The sheet's draft: "pick dates" is chosen before any day is. */
type Draft = SheetFilters & { picking?: boolean };

const dateChoiceOf = (f: Draft): DateChoice => f.date ?? (f.picking || f.from || f.to ? "PICK" : "");

interface FilterSheetProps {
  open: boolean;
  value: SheetFilters;
  onApply: (value: SheetFilters) => void;
  onClose: () => void;
}

/**
 * The catalogue's filters in one bottom sheet: dates (this week, this month or picked days, in
 * each event's time zone), area and category (those with events now). Applied on Apply.
 */
export function FilterSheet({ open, value, onApply, onClose }: FilterSheetProps) {
  const { t, language } = useTranslation();
  const options = useFilterOptions(language, open);
  return (
    <ChoiceSheet<Draft>
      open={open}
      title={t("discover.filters.title")}
      applyLabel={t("discover.filters.apply")}
      value={value}
      onApply={({ picking: _, ...filters }) => onApply(filters)}
      onClose={onClose}
    >
      {(draft, setDraft) => {
        const dateChoice = dateChoiceOf(draft);
        const setDateChoice = (choice: DateChoice) =>
          setDraft({
            ...draft,
            date: choice === "" || choice === "PICK" ? undefined : choice,
            picking: choice === "PICK",
            from: choice === "PICK" ? draft.from : undefined,
            to: choice === "PICK" ? draft.to : undefined,
          });
        return (
          <>
            <ChoiceGroup
              legend={t("discover.filters.date")}
              name="discover-date"
              values={DATE_CHOICES}
              value={dateChoice}
              label={(v) =>
                v === "" ? t("discover.filters.anyDate") : t(`discover.filters.${v === "PICK" ? "pick" : v}`)
              }
              onChange={setDateChoice}
            />
            {dateChoice === "PICK" && (
              <div className={styles.days}>
                <label className={styles.day}>
                  <span>{t("discover.filters.from")}</span>
                  <input
                    type="date"
                    value={draft.from ?? ""}
                    max={draft.to}
                    onChange={(e) => setDraft({ ...draft, from: e.target.value || undefined })}
                  />
                </label>
                <label className={styles.day}>
                  <span>{t("discover.filters.to")}</span>
                  <input
                    type="date"
                    value={draft.to ?? ""}
                    min={draft.from}
                    onChange={(e) => setDraft({ ...draft, to: e.target.value || undefined })}
                  />
                </label>
              </div>
            )}
            <p className={styles.note}>{t("discover.filters.dateNote")}</p>
            {options.isPending && !options.data ? (
              <p className={styles.note} role="status">
                {t("discover.filters.optionsLoading")}
              </p>
            ) : !options.data ? (
              <div className={styles.failed} role="alert">
                <p>{t("discover.filters.optionsFailed")}</p>
                <Button variant="rec" onClick={() => options.refetch()}>
                  {t("discover.filters.retry")}
                </Button>
              </div>
            ) : (
              <>
                <ChoiceGroup
                  legend={t("discover.filters.city")}
                  name="discover-city"
                  values={["", ...options.data.cities.map((c) => c.value)]}
                  value={draft.city ?? ""}
                  label={(v) =>
                    v === ""
                      ? t("discover.filters.anyCity")
                      : (options.data.cities.find((c) => c.value === v)?.name ?? v)
                  }
                  onChange={(v) => setDraft({ ...draft, city: v || undefined })}
                />
                <ChoiceGroup
                  legend={t("discover.filters.category")}
                  name="discover-category"
                  values={["", ...options.data.categories]}
                  value={draft.category ?? ""}
                  label={(v) => (v === "" ? t("discover.filters.anyCategory") : categoryLabel(v, t))}
                  onChange={(v) => setDraft({ ...draft, category: v || undefined })}
                />
              </>
            )}
          </>
        );
      }}
    </ChoiceSheet>
  );
}
