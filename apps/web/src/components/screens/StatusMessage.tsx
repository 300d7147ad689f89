import type { ReactNode } from "react";
import styles from "./StatusMessage.module.css";

export interface StatusMessageProps {
  tone?: "neutral" | "error" | "pending";
  icon?: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
}

/** A centred message for empty, error, not-found and not-yet-available states. */
export function StatusMessage({ tone = "neutral", icon, title, text, action }: StatusMessageProps) {
  return (
    <section className={styles.box} data-tone={tone}>
      <div className={styles.badge} aria-hidden="true">
        {icon ?? (tone === "error" ? "!" : "·")}
      </div>
      <h2 className={styles.title}>{title}</h2>
      {text && <p className={styles.text}>{text}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </section>
  );
}
