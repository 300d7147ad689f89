import type { ReactNode } from "react";
import styles from "./Checkbox.module.css";

export function Checkbox({
  checked,
  onChange,
  children,
  action,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  /** A link beside the label, e.g. to read the terms. */
  action?: ReactNode;
}) {
  return (
    <div className={styles.row}>
      <label className={styles.label}>
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        <span>{children}</span>
      </label>
      {action}
    </div>
  );
}
