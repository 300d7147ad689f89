import type { THostEvent } from "@admit/contract/door";
import { Link } from "react-router";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatDate } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { personLabel, personName } from "../../../lib/person-name.ts";
import { useMe } from "../../../lib/queries/me.ts";
import { useNow } from "../../../lib/use-now.ts";
import { useHostEvents } from "../api/host-events.ts";
import { doorPhase } from "../utils/door-phase.ts";
import { CountBar } from "./DoorCounts.tsx";
import styles from "./HostDoor.module.css";

/** One date to admit for: its picture, name, when and where, where its door stands and its count. */
function EventRow({ event, now }: { event: THostEvent; now: Date }) {
  const { t, language } = useTranslation();
  const phase = doorPhase(event, now);
  return (
    <Link to={`/host/event/${event.cltnTimeId}`} className={styles.eventRow}>
      <img className={styles.thumb} src={event.image} alt="" loading="lazy" width={48} height={64} />
      <span className={styles.eventBody}>
        <span className={styles.eventName}>{event.cltnName}</span>
        <span className={styles.muted}>
          {formatDate(event.startAt, language, { time: true, timeZone: event.timeZone })}
          {event.placeName && ` · ${event.placeName}`}
        </span>
        <span className={styles.phase} data-phase={phase}>
          {t(`door.phase.${phase}`)}
        </span>
        <CountBar counts={event.counts} />
      </span>
    </Link>
  );
}

/** Told to a signed-in customer who opens a host's page. */
export function DoorForbidden() {
  const { t } = useTranslation();
  return (
    <StatusMessage
      tone="error"
      title={t("door.forbiddenTitle")}
      text={t("hostScan.forbidden")}
      action={
        <Link to="/" className={styles.walletLink}>
          {t("door.toWallet")}
        </Link>
      }
    />
  );
}

/**
 * /host: a host's home, where they land after signing in. They pick the date they admit for (the
 * ones on now and next first, each with its live count), or scan any code; their own wallet is one
 * tap away.
 */
export default function HostHomeView() {
  const { t } = useTranslation();
  const me = useMe();
  const events = useHostEvents();
  const now = useNow(60_000);
  if (events.isPending) return <Spinner label={t("common.loading")} />;
  if (events.error instanceof ApiError && events.error.status === 403) return <DoorForbidden />;
  if (!events.data) return <ErrorState onRetry={() => void events.refetch()} />;
  const { items } = events.data;
  return (
    <div className={styles.page}>
      <section className={styles.hello}>
        <p className={styles.muted}>
          {me.data && personName(me.data.name)
            ? t("door.hello", { name: personLabel(t, me.data.name, "") })
            : "\u00a0"}
        </p>
        <h2 className={styles.title}>{t("door.pickEvent")}</h2>
        <Link to="/" className={styles.walletLink}>
          {t("door.toWallet")}
        </Link>
      </section>
      {items.length === 0 ? (
        <StatusMessage title={t("door.emptyTitle")} text={t("door.emptyText")} />
      ) : (
        <ul className={styles.list}>
          {items.map((event) => (
            <li key={event.cltnTimeId}>
              <EventRow event={event} now={now} />
            </li>
          ))}
        </ul>
      )}
      <nav className={styles.more} aria-label={t("door.moreTools")}>
        <Link to="/host/scan" className={styles.moreLink}>
          {t("door.scanAny")}
        </Link>
        <Link to="/host/claim-codes" className={styles.moreLink}>
          {t("profile.claimPosters")}
        </Link>
      </nav>
    </div>
  );
}
