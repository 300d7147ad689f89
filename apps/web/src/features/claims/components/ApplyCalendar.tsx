import type { TApplyFormat } from "@admit/contract/claims";
import { TitledSection } from "../../../components/ui/TitledSection.tsx";
import { formatDate, formatNumber } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import styles from "./Claims.module.css";

const STEPS = [
  ["opens", "opensAt"],
  ["closes", "closesAt"],
  ["announce", "announceAt"],
] as const;

/** The lottery's calendar — applications open, close, winners announced — and how many win. */
export function ApplyCalendar({ format, now }: { format: TApplyFormat; now: Date }) {
  const { t, language } = useTranslation();
  const next = STEPS.findIndex(([, field]) => now.getTime() < Date.parse(format[field]));
  return (
    <TitledSection
      id="apply-calendar"
      title={t("claims.apply.calendar")}
      className={styles.section}
      titleClassName={styles.sectionTitle}
    >
      <ol className={styles.calendar}>
        {STEPS.map(([step, field], i) => (
          <li
            key={step}
            className={styles.step}
            data-state={next === -1 || i < next ? "done" : i === next ? "now" : "later"}
            aria-current={i === next ? "step" : undefined}
          >
            <span className={styles.stepBody}>
              <strong>{t(`claims.apply.step.${step}`)}</strong>
              <span className={styles.muted}>
                {formatDate(format[field], language, {
                  time: true,
                  weekday: true,
                  timeZone: format.cltn.timeZone,
                })}
              </span>
            </span>
          </li>
        ))}
      </ol>
      <p className={styles.note}>
        {t("claims.apply.winners", { count: format.winners, n: formatNumber(format.winners, language) })}
      </p>
    </TitledSection>
  );
}
