import { type ReactNode, useEffect, useState } from "react";
import { BottomSheet } from "./BottomSheet.tsx";
import { Button } from "./Button.tsx";
import styles from "./ChoiceSheet.module.css";

interface ChoiceSheetProps<D> {
  open: boolean;
  title: string;
  applyLabel: string;
  /** The choices in force; the sheet edits a draft of them. */
  value: D;
  onApply: (value: D) => void;
  onClose: () => void;
  children: (draft: D, setDraft: (next: D) => void) => ReactNode;
}

/**
 * A bottom sheet of choices (sort, status filter) that apply only on Apply (spec §2): closing it
 * any other way keeps what was in force.
 */
export function ChoiceSheet<D>({
  open,
  title,
  applyLabel,
  value,
  onApply,
  onClose,
  children,
}: ChoiceSheetProps<D>) {
  const [draft, setDraft] = useState(value);
  const shown = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new draft when opened or when the choices in force change, not on every new object
  useEffect(() => {
    if (open) setDraft(value);
  }, [open, shown]);
  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <Button
          variant="rec-primary"
          block
          onClick={() => {
            onApply(draft);
            onClose();
          }}
        >
          {applyLabel}
        </Button>
      }
    >
      {children(draft, setDraft)}
    </BottomSheet>
  );
}

interface ChoiceGroupProps<T extends string> {
  legend: string;
  /** The sheet's title already says it: the legend is for screen readers only. */
  hideLegend?: boolean;
  name: string;
  values: readonly T[];
  value: T;
  label: (value: T) => string;
  /** A line under each choice; choices with hints show as cards, others as pills. */
  hint?: (value: T) => string;
  onChange: (value: T) => void;
}

/** One question of a choice sheet, as radio buttons. */
export function ChoiceGroup<T extends string>(props: ChoiceGroupProps<T>) {
  const { hint } = props;
  return (
    <fieldset className={styles.group} data-style={hint ? "cards" : "pills"}>
      <legend className={props.hideLegend ? "visually-hidden" : styles.legend}>{props.legend}</legend>
      <div className={styles.options}>
        {props.values.map((v) => (
          <label key={v} className={styles.option}>
            <input
              type="radio"
              name={props.name}
              value={v}
              checked={props.value === v}
              onChange={() => props.onChange(v)}
            />
            {hint ? (
              <span className={styles.optionText}>
                <span className={styles.optionName}>{props.label(v)}</span>
                <span className={styles.optionHint}>{hint(v)}</span>
              </span>
            ) : (
              <span className={styles.pill}>{props.label(v)}</span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
