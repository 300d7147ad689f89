import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import styles from "./TextField.module.css";

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The translated error under the field; also marks it invalid for assistive tech. */
  error?: string;
  hint?: string;
  /** An extra class for the input (e.g. the code field's wide letter spacing). */
  inputClassName?: string;
  /** A control inside the field's right end (the password's show/hide). */
  end?: ReactNode;
}

export function TextField({ label, error, hint, id, inputClassName, end, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={inputId}
          className={[styles.input, error && styles.invalid, end && styles.withEnd, inputClassName]
            .filter(Boolean)
            .join(" ")}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        {end && <div className={styles.end}>{end}</div>}
      </div>
      {error ? (
        <p id={`${inputId}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${inputId}-hint`} className={styles.hint}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}
