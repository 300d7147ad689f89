import type { CSSProperties } from "react";
import { formatDate } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import styles from "./Claims.module.css";

/** Where a claim screen's strings are: the two screens share components, not keys. */
export type ClaimsNamespace = "claims.rsvp" | "claims.apply" | "claims.mint";

export interface ClaimEvent {
  name: string;
  image: string;
  color: string;
  brandName: string;
  startDate: string | null;
  timeZone: string;
  /** A place's name, "online", or null. */
  place: string | null;
  /** The brand's picture, beside its name. */
  brandImg?: string;
}

/**
 * The event a claim code, an RSVP or a lottery is for: picture, brand, name, what it gives (a claim
 * code's product), its date in its own time zone, place.
 */
export function EventHeader({
  event,
  ns,
  product,
  testId,
}: {
  event: ClaimEvent;
  ns: ClaimsNamespace;
  product?: string;
  testId?: string;
}) {
  const { t, language } = useTranslation();
  return (
    <header
      className={styles.event}
      style={{ "--card-color": event.color } as CSSProperties}
      data-testid={testId}
    >
      <img className={styles.eventImage} src={event.image} alt="" width={96} height={128} />
      <div className={styles.eventBody}>
        <p className={styles.brand}>
          {event.brandImg && <img className={styles.brandImage} src={event.brandImg} alt="" />}
          <span className={styles.brandName}>{event.brandName}</span>
        </p>
        <h2 className={styles.eventName}>{event.name}</h2>
        {product && <p className={styles.product}>{product}</p>}
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
