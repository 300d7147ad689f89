import { TIMINGS } from "@admit/contract/limits";
import { useEffect } from "react";
import { type Toast, usePopupStore } from "../../stores/popup.ts";
import styles from "./ToastHost.module.css";

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = usePopupStore((s) => s.dismissToast);
  useEffect(() => {
    const timer = window.setTimeout(() => dismiss(toast.id), TIMINGS.toastMs);
    return () => window.clearTimeout(timer);
  }, [toast.id, dismiss]);
  return <div className={styles.toast}>{toast.text}</div>;
}

/** Text notifications: each disappears after 2500 ms (spec §4). */
export function ToastHost() {
  const toasts = usePopupStore((s) => s.toasts);
  return (
    <div className={styles.host} role="status" aria-live="polite">
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </div>
  );
}
