import styles from "./ChipFilterBar.module.css";
import { SortIcon } from "./more-icons.tsx";

interface ChipFilterBarProps<T extends string> {
  /** What the chips choose, for screen readers. */
  legend: string;
  values: readonly T[];
  value: T;
  label: (value: T) => string;
  onChange: (value: T) => void;
  /** The sort button's accessible name and tooltip (it says the order in force). */
  sortLabel: string;
  sortTitle: string;
  /** The list is not in its default order or filter: a dot on the sort button. */
  sortChanged: boolean;
  onOpenSort: () => void;
}

/** A list's sticky bar: type chips, and the button that opens its sort sheet (spec §2). */
export function ChipFilterBar<T extends string>(props: ChipFilterBarProps<T>) {
  return (
    <div className={styles.bar}>
      <fieldset className={styles.chips}>
        <legend className="visually-hidden">{props.legend}</legend>
        {props.values.map((v) => (
          <button
            key={v}
            type="button"
            className={styles.chip}
            aria-pressed={props.value === v}
            onClick={() => props.onChange(v)}
          >
            {props.label(v)}
          </button>
        ))}
      </fieldset>
      <button
        type="button"
        className={styles.sortButton}
        onClick={props.onOpenSort}
        aria-haspopup="dialog"
        aria-label={props.sortLabel}
        title={props.sortTitle}
        data-changed={props.sortChanged || undefined}
      >
        <SortIcon />
      </button>
    </div>
  );
}
