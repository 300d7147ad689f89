import type { ButtonHTMLAttributes, ReactNode } from "react";
import styles from "./Button.module.css";

/** Button types of spec §4; `round` is the default. */
export const BUTTON_TYPES = [
  "round",
  "round-black",
  "round-white",
  "round-primary",
  "rec",
  "rec-primary",
  "rec-secondary",
  "rec-red",
  "toner-primary",
  "toner-red",
] as const;
export type ButtonVariant = (typeof BUTTON_TYPES)[number];

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type"> {
  variant?: ButtonVariant;
  /** The html type; a plain button unless said otherwise. */
  htmlType?: "button" | "submit" | "reset";
  loading?: boolean;
  block?: boolean;
  children: ReactNode;
}

/** Loading or disabled shows the disabled style; loading shows a dot loader and hides the label. */
export function Button({
  variant = "round",
  htmlType = "button",
  loading = false,
  block = false,
  disabled,
  children,
  className,
  ...rest
}: ButtonProps) {
  const classes = [
    styles.button,
    styles[variant],
    block ? styles.block : "",
    loading ? styles.loading : "",
    className,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <button
      type={htmlType}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-variant={variant}
      {...rest}
    >
      <span className={styles.label}>{children}</span>
      {loading && (
        <span className={styles.dots} aria-hidden="true">
          <i />
          <i />
          <i />
        </span>
      )}
    </button>
  );
}
