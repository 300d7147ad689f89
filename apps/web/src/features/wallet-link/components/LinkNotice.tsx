import type { ReactNode } from "react";
import styles from "./WalletLink.module.css";

/** A refusal (`error`) or a wallet warning (`warning`) of the flow: a title, what to do, its way on. */
export function LinkNotice({
  tone = "error",
  title,
  text,
  children,
  testId,
}: {
  tone?: "error" | "warning";
  title: string;
  text: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <section className={styles.notice} data-tone={tone} role="alert" data-testid={testId}>
      <h2 className={styles.noticeTitle}>{title}</h2>
      <p className={styles.noticeText}>{text}</p>
      {children && <div className={styles.noticeActions}>{children}</div>}
    </section>
  );
}
