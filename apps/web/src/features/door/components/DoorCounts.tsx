import type { TEventCounts } from "@admit/contract/door";
import { formatNumber } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import styles from "./HostDoor.module.css";

/** "12 of 300 in", with a bar of the share that came in (the bar alone under a big count that says it). */
export function CountBar({ counts, barOnly = false }: { counts: TEventCounts; barOnly?: boolean }) {
  const { t, language } = useTranslation();
  const share = counts.expected > 0 ? Math.min(1, counts.admitted / counts.expected) : 0;
  const text = t("door.counts.admittedOf", {
    admitted: formatNumber(counts.admitted, language),
    expected: formatNumber(counts.expected, language),
  });
  return (
    <span className={styles.count}>
      {!barOnly && <span className={styles.countText}>{text}</span>}
      <span className={styles.bar} aria-hidden="true">
        <span className={styles.barFill} style={{ width: `${Math.round(share * 100)}%` }} />
      </span>
    </span>
  );
}

/**
 * The live count of a date: how many are in of how many hold a ticket, and how many came in at
 * each gate (the figures follow the door as it scans).
 */
export function DoorCounts({ counts }: { counts: TEventCounts }) {
  const { t, language } = useTranslation();
  return (
    <section className={styles.countsCard} aria-label={t("door.counts.title")} aria-live="polite">
      <p className={styles.bigCount}>
        <strong>{formatNumber(counts.admitted, language)}</strong>
        <span>{t("door.counts.ofExpected", { expected: formatNumber(counts.expected, language) })}</span>
      </p>
      <CountBar counts={counts} barOnly />
      {counts.gates.length > 0 && (
        <ul className={styles.gates} aria-label={t("door.counts.byGate")}>
          {counts.gates.map((g) => (
            <li key={g.gate ?? ""} className={styles.gateChip}>
              <span>{g.gate ?? t("door.counts.noGate")}</span>
              <strong>{formatNumber(g.admitted, language)}</strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
