import type { TDiscoverCltnDetail } from "@admit/contract/discover";
import { formatDate, ownZone, zoneName } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { timeRow } from "../utils/cltn-dates.ts";
import styles from "./Detail.module.css";
import { CalendarIcon } from "./icons.tsx";

/**
 * When the event is: each date with its hours and doors, or a membership's period, in the
 * collection's time zone; nothing but "to be announced" when the host hides the start date.
 */
export function DetailWhen({ cltn }: { cltn: TDiscoverCltnDetail }) {
  const { t, language } = useTranslation();
  // The page names the zone once, under the dates, when this device's clock is elsewhere.
  const zone = { timeZone: cltn.timeZone, noZoneName: true };
  const period = cltn.periodStart && cltn.periodEnd;
  const showZone = !cltn.hideStartDate && cltn.timeZone !== ownZone();
  return (
    <section className={styles.section} aria-labelledby="detail-when">
      <h3 id="detail-when" className={styles.sectionTitle}>
        {t(period && cltn.times.length === 0 ? "discover.detail.period" : "discover.detail.dates")}
      </h3>
      {cltn.hideStartDate ? (
        <p className={styles.muted}>{t("discover.detail.dateTba")}</p>
      ) : cltn.times.length > 0 ? (
        <ul className={styles.times}>
          {cltn.times.map((time) => {
            const row = timeRow(time, language);
            return (
              <li key={row.id} className={styles.time}>
                <CalendarIcon size={18} />
                <span>
                  <strong>{row.day}</strong>
                  <span className={styles.hours}>{row.hours}</span>
                  {row.doors && (
                    <span className={styles.muted}>{t("discover.detail.doors", { time: row.doors })}</span>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      ) : period && cltn.periodStart && cltn.periodEnd ? (
        <p className={styles.time}>
          <CalendarIcon size={18} />
          <strong>
            {formatDate(cltn.periodStart, language, zone)} – {formatDate(cltn.periodEnd, language, zone)}
          </strong>
        </p>
      ) : (
        <p className={styles.muted}>{t("discover.detail.dateTba")}</p>
      )}
      {cltn.kind === "APPLICATION" && cltn.announceAt && (
        <p className={styles.note}>
          {t("discover.detail.announce", {
            date: formatDate(cltn.announceAt, language, { ...zone, time: true }),
          })}
        </p>
      )}
      {showZone && (
        <p className={styles.muted}>
          {t("discover.detail.zoneNote", {
            zone: zoneName(cltn.timeZone, language, cltn.firstDate ?? cltn.saleStartAt),
          })}
        </p>
      )}
    </section>
  );
}
