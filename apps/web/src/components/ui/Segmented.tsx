import styles from "./Segmented.module.css";

/** Two or three modes of one list side by side (usable / used): one is always on. */
export function Segmented<T extends string>(props: {
  legend: string;
  values: readonly T[];
  value: T;
  label: (value: T) => string;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <fieldset className={props.className ? `${styles.segmented} ${props.className}` : styles.segmented}>
      <legend className="visually-hidden">{props.legend}</legend>
      {props.values.map((v) => (
        <button
          key={v}
          type="button"
          className={styles.segment}
          aria-pressed={props.value === v}
          onClick={() => props.onChange(v)}
        >
          {props.label(v)}
        </button>
      ))}
    </fieldset>
  );
}
