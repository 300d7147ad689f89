import type { TRsvpView } from "@admit/contract/claims";
import type { Language } from "@admit/contract/i18n";
import { useParams } from "react-router";
import { formatDate, formatNumber } from "../../../lib/format.ts";
import { type TFunction, useTranslation } from "../../../lib/i18n.ts";
import { useNow } from "../../../lib/use-now.ts";
import { useAuthStore } from "../../../stores/auth.ts";
import { useRsvp } from "../api/get-rsvp.ts";
import { type RsvpPeriod, rsvpPeriod } from "../utils/periods.ts";
import { ClaimGate } from "./ClaimGate.tsx";
import styles from "./Claims.module.css";
import { EventHeader } from "./EventHeader.tsx";
import { RsvpAnswer } from "./RsvpAnswer.tsx";
import { SignInPrompt } from "./SignInPrompt.tsx";

/** How full the event is: places taken out of its capacity, the waiting list, the deadline. */
function RsvpPlaces({ view }: { view: TRsvpView }) {
  const { t, language } = useTranslation();
  const left = Math.max(0, view.capacity - view.going);
  const share = view.capacity > 0 ? Math.min(100, (view.going / view.capacity) * 100) : 100;
  const n = (value: number) => formatNumber(value, language);
  return (
    <section className={styles.section} aria-labelledby="rsvp-places">
      <h3 id="rsvp-places" className={styles.sectionTitle}>
        {t("claims.rsvp.places")}
      </h3>
      {/* The numbers under it say the same in words. */}
      <div className={styles.meter} aria-hidden="true">
        <span className={styles.meterFill} style={{ width: `${share}%` }} />
      </div>
      <p className={styles.counts}>
        <strong>{t("claims.rsvp.going", { going: n(view.going), capacity: n(view.capacity) })}</strong>
        <span>
          {left > 0 ? t("claims.rsvp.left", { count: left, n: n(left) }) : t("claims.rsvp.noneLeft")}
        </span>
      </p>
      {view.waiting > 0 && (
        <p className={styles.muted}>
          {t("claims.rsvp.waiting", { count: view.waiting, n: n(view.waiting) })}
        </p>
      )}
      <p className={styles.muted}>
        {t("claims.rsvp.deadline", {
          date: formatDate(view.deadline, language, {
            time: true,
            weekday: true,
            timeZone: view.cltn.timeZone,
          }),
        })}
      </p>
    </section>
  );
}

/** Outside the period: when answers open, or that they closed (early when the host cancelled the event). */
function periodNoteOf(
  view: TRsvpView,
  period: RsvpPeriod,
  now: Date,
  { t, language }: { t: TFunction; language: Language },
): string | null {
  const when = (date: string) => formatDate(date, language, { time: true, timeZone: view.cltn.timeZone });
  if (period === "notOpen") return t("claims.rsvp.opens", { date: when(view.opensAt) });
  if (period === "open") return null;
  if (now.getTime() < Date.parse(view.deadline)) return t("claims.rsvp.closedEarly");
  return t("claims.rsvp.closed", { date: when(view.deadline) });
}

/**
 * /rsvp/{cltnId} (RsvpView): a free event's RSVP. Anyone sees the event, its places and its
 * deadline; a signed-in person answers yes (with the host's questionnaire, when it has one) or no,
 * and sees their ticket, their place on the waiting list or their no.
 */
export default function RsvpView() {
  const { t, language } = useTranslation();
  const cltnId = Number(useParams().cltnId);
  const signedIn = useAuthStore((s) => s.user !== null);
  const rsvp = useRsvp(cltnId);
  const now = useNow(30_000);

  if (!rsvp.data || !Number.isInteger(cltnId) || cltnId < 1)
    return <ClaimGate cltnId={cltnId} ns="claims.rsvp" query={rsvp} />;
  const view = rsvp.data;
  const period = rsvpPeriod(view, now);
  const periodNote = periodNoteOf(view, period, now, { t, language });

  return (
    <div className={styles.page} data-testid="rsvp">
      <EventHeader event={view.cltn} ns="claims.rsvp" />
      <RsvpPlaces view={view} />
      <section className={styles.section} aria-labelledby="rsvp-mine">
        <h3 id="rsvp-mine" className={styles.sectionTitle}>
          {t("claims.rsvp.yourAnswer")}
        </h3>
        {signedIn ? (
          <RsvpAnswer
            view={view}
            period={period}
            periodNote={periodNote}
            onStale={() => void rsvp.refetch()}
          />
        ) : (
          <>
            {periodNote && <p className={styles.note}>{periodNote}</p>}
            <SignInPrompt ns="claims.rsvp" />
          </>
        )}
      </section>
      {view.cltn.description && (
        <section className={styles.section} aria-labelledby="rsvp-about">
          <h3 id="rsvp-about" className={styles.sectionTitle}>
            {t("claims.rsvp.about")}
          </h3>
          <p className={styles.description}>{view.cltn.description}</p>
        </section>
      )}
    </div>
  );
}
