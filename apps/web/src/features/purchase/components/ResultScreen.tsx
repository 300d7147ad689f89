import type { ReactNode } from "react";
import styles from "./Result.module.css";

/** A payment result: a round icon, a title, what it means, a warning, and the ways on. */
export function ResultScreen({
  icon,
  tone,
  title,
  text,
  warning,
  children,
  testId,
}: {
  icon: ReactNode;
  tone?: "error" | "success";
  title: string;
  text?: string;
  warning?: string;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <section className={styles.page} data-testid={testId} aria-live="polite">
      <div className={styles.icon} data-tone={tone} aria-hidden="true">
        {icon}
      </div>
      <h1 className={styles.title}>{title}</h1>
      {text && <p className={styles.text}>{text}</p>}
      {warning && (
        <p className={styles.warning} role="alert">
          {warning}
        </p>
      )}
      {children}
    </section>
  );
}
