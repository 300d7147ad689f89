import { useTranslation } from "../../../lib/i18n.ts";
import styles from "./Pay.module.css";

/** − count + for one price; the buttons say what they change for a screen reader. */
export function Stepper({
  label,
  count,
  canIncrease,
  onChange,
}: {
  label: string;
  count: number;
  canIncrease: boolean;
  onChange: (count: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.stepper}>
      <button
        type="button"
        className={styles.stepButton}
        onClick={() => onChange(count - 1)}
        disabled={count === 0}
        aria-label={t("pay.price.less", { name: label })}
      >
        −
      </button>
      <output
        className={styles.stepCount}
        aria-live="polite"
        aria-label={t("pay.price.count", { name: label })}
      >
        {count}
      </output>
      <button
        type="button"
        className={styles.stepButton}
        onClick={() => onChange(count + 1)}
        disabled={!canIncrease}
        aria-label={t("pay.price.more", { name: label })}
      >
        +
      </button>
    </div>
  );
}
