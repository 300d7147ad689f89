import { TIMINGS } from "@admit/contract/limits";
import { useEffect, useState } from "react";
import { useTranslation } from "../../lib/i18n.ts";
import { useLoadingStore } from "../../stores/loading.ts";
import styles from "./LoadingScreen.module.css";

/** Full-screen loading indicator; it hides 1 s after the work finishes (spec §4). */
export function LoadingScreen() {
  const { t } = useTranslation();
  const busy = useLoadingStore((s) => s.pending > 0);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (busy) {
      setVisible(true);
      return;
    }
    const timer = window.setTimeout(() => setVisible(false), TIMINGS.loadingHideDelayMs);
    return () => window.clearTimeout(timer);
  }, [busy]);
  if (!visible) return null;
  return (
    <div className={styles.overlay} role="progressbar" aria-label={t("common.loading")} aria-busy="true">
      <span className={styles.spinner} />
    </div>
  );
}

/** An inline spinner for a page or section that is loading. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.inline} role="status">
      <span className={styles.spinner} />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
