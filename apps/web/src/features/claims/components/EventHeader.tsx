import type { CSSProperties } from "react";
import { formatDate } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import styles from "./Claims.module.css";

/** Where a claim screen's strings are: the two screens share components, not keys. */
export type ClaimsNamespace = "claims.rsvp" | "claims.apply";

export interface ClaimEvent {
  name: string;
  image: string;
  color: string;
  brandName: string;
  startDate: string | null;
  timeZone: string;
  /** A place's name, "online", or null. */
  place: string | null;
}

/** The event an RSVP or a lottery is for: picture, brand, name, its date in its own time zone, place. */
export function EventHeader({ event, ns }: { event: ClaimEvent; ns: ClaimsNamespace }) {
  const { t, language } = useTranslation();
  return (
    <header className={styles.event} style={{ "--card-color": event.color } as CSSProperties}>
      <img className={styles.eventImage} src={event.image} alt="" width={96} height={128} />
      <div className={styles.eventBody}>
        <p className={styles.brand}>{event.brandName}</p>
        <h2 className={styles.eventName}>{event.name}</h2>
        {event.startDate && (
          <p className={styles.eventLine}>
            {formatDate(event.startDate, language, { time: true, weekday: true, timeZone: event.timeZone })}
          </p>
        )}
        {event.place && (
          <p className={styles.eventLine}>{event.place === "online" ? t(`${ns}.online`) : event.place}</p>
        )}
      </div>
    </header>
  );
}
