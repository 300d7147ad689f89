import { useTranslation } from "../../lib/i18n.ts";
import { type Alert, usePopupStore } from "../../stores/popup.ts";
import styles from "./AlertStack.module.css";
import { Button } from "./Button.tsx";

function AlertDialog({ alert, top }: { alert: Alert; top: boolean }) {
  const { t } = useTranslation();
  const close = usePopupStore((s) => s.closeAlert);
  const confirm = () => {
    close(alert.id);
    alert.onConfirm?.();
  };
  const cancel = () => {
    close(alert.id);
    alert.onCancel?.();
  };
  const titleId = `alert-title-${alert.id}`;
  return (
    <div className={styles.backdrop} data-top={top || undefined}>
      <div
        className={styles.dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={alert.title ? titleId : undefined}
        aria-label={alert.title ? undefined : alert.message}
      >
        {alert.title && (
          <h2 id={titleId} className={styles.title}>
            {alert.title}
          </h2>
        )}
        <p className={styles.message}>{alert.message}</p>
        <div className={styles.actions}>
          {alert.cancelLabel && (
            <Button variant="rec-secondary" block onClick={cancel}>
              {alert.cancelLabel}
            </Button>
          )}
          <Button variant="rec-primary" block onClick={confirm} autoFocus={top}>
            {alert.confirmLabel ?? t("common.ok")}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** Stacked alert popups: the newest on top, each closed on its own. */
export function AlertStack() {
  const alerts = usePopupStore((s) => s.alerts);
  return (
    <>
      {alerts.map((a, i) => (
        <AlertDialog key={a.id} alert={a} top={i === alerts.length - 1} />
      ))}
    </>
  );
}
