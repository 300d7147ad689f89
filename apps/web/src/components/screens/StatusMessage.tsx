import type { ReactNode } from "react";
import { Button, type ButtonVariant } from "../ui/Button.tsx";
import { ClockIcon } from "../ui/more-icons.tsx";
import styles from "./StatusMessage.module.css";

/** The one action a message offers, as a full-width button. */
export interface StatusAction {
  label: string;
  onClick: () => void;
  variant?: ButtonVariant;
  loading?: boolean;
}

export interface StatusMessageProps {
  tone?: "neutral" | "error" | "pending";
  icon?: ReactNode;
  title: string;
  text?: string;
  /** A button (`{ label, onClick }`), or any content under the text. */
  action?: StatusAction | ReactNode;
}

const isStatusAction = (action: unknown): action is StatusAction =>
  typeof action === "object" && action !== null && "label" in action && "onClick" in action;

/** A centred message for empty, error, not-found and not-yet-available states. */
export function StatusMessage({ tone = "neutral", icon, title, text, action }: StatusMessageProps) {
  return (
    <section className={styles.box} data-tone={tone}>
      <div className={styles.badge} aria-hidden="true">
        {icon ?? (tone === "error" ? "!" : tone === "pending" ? <ClockIcon size={28} /> : "i")}
      </div>
      <h2 className={styles.title}>{title}</h2>
      {text && <p className={styles.text}>{text}</p>}
      {action && (
        <div className={styles.action}>
          {isStatusAction(action) ? (
            <Button
              variant={action.variant ?? "rec-primary"}
              block
              loading={action.loading}
              onClick={action.onClick}
            >
              {action.label}
            </Button>
          ) : (
            action
          )}
        </div>
      )}
    </section>
  );
}
