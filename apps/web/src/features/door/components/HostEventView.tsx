import { useState } from "react";
import { Link, useParams } from "react-router";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { Segmented } from "../../../components/ui/Segmented.tsx";
import { TextField } from "../../../components/ui/TextField.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatDate } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useNow } from "../../../lib/use-now.ts";
import { useHostEvent } from "../api/host-events.ts";
import { useDoorGate } from "../utils/door-gate.ts";
import { doorPhase } from "../utils/door-phase.ts";
import { DoorCounts } from "./DoorCounts.tsx";
import { GuestList } from "./GuestList.tsx";
import styles from "./HostDoor.module.css";
import { DoorForbidden } from "./HostHomeView.tsx";
import { RecentScans } from "./RecentScans.tsx";

const PANES = ["guests", "scans"] as const;
type Pane = (typeof PANES)[number];

/**
 * /host/event/{timeId}: the door of one date. Its live counts per gate, the gate this phone
 * admits at, the scanner for that date, the guest list (search, admit by hand) and the last scans
 * (undo). Attendee data shows until six months after the event (§9).
 */
export default function HostEventView() {
  const { t, language } = useTranslation();
  const timeId = Number(useParams().timeId);
  const valid = Number.isInteger(timeId) && timeId > 0;
  const event = useHostEvent(valid ? timeId : undefined);
  const [gate, setGate] = useDoorGate();
  const [pane, setPane] = useState<Pane>("guests");
  const now = useNow(60_000);

  if (!valid || (event.error instanceof ApiError && event.error.status === 404))
    return <StatusMessage tone="error" title={t("door.notFound")} action={<BackToEvents />} />;
  if (event.error instanceof ApiError && event.error.status === 403) return <DoorForbidden />;
  if (event.isPending) return <Spinner label={t("common.loading")} />;
  if (!event.data) return <ErrorState onRetry={() => void event.refetch()} />;
  const e = event.data;
  const at = (value: string) => formatDate(value, language, { time: true, timeZone: e.timeZone });
  const phase = doorPhase(e, now);
  const dataOver = now > new Date(e.dataUntil);
  const knownGates = e.counts.gates.flatMap((g) => (g.gate ? [g.gate] : []));

  return (
    <div className={styles.page}>
      <EventHead event={e} phase={phase} at={at} />

      <DoorCounts counts={e.counts} />

      {phase !== "ended" && (
        <section className={styles.scanBox}>
          <TextField
            label={t("door.gate")}
            value={gate}
            maxLength={40}
            list="door-gates"
            placeholder={t("hostScan.gatePlaceholder")}
            hint={t("door.gateHint")}
            onChange={(ev) => setGate(ev.target.value)}
          />
          <datalist id="door-gates">
            {knownGates.map((g) => (
              <option key={g} value={g} />
            ))}
          </datalist>
          <Link to={`/host/scan?event=${e.cltnTimeId}`} className={styles.scanButton}>
            {t("door.scan")}
          </Link>
        </section>
      )}

      {dataOver ? (
        <StatusMessage title={t("door.dataOverTitle")} text={t("error.attendeeDataExpired")} />
      ) : (
        <>
          <Segmented
            legend={t("door.panes")}
            values={PANES}
            value={pane}
            label={(p) => t(`door.pane.${p}`)}
            onChange={setPane}
          />
          {pane === "guests" ? (
            <GuestList timeId={e.cltnTimeId} gate={gate} canAdmit={phase === "open"} timeZone={e.timeZone} />
          ) : (
            <RecentScans timeId={e.cltnTimeId} timeZone={e.timeZone} />
          )}
          <p className={styles.note}>{t("door.dataUntil", { date: formatDate(e.dataUntil, language) })}</p>
        </>
      )}
    </div>
  );
}

/** The date's name, start, place and where its door stands. */
function EventHead(props: {
  event: { cltnName: string; startAt: string; placeName: string | null; openAt: string | null };
  phase: ReturnType<typeof doorPhase>;
  at: (value: string) => string;
}) {
  const { event: e, phase, at } = props;
  const { t } = useTranslation();
  return (
    <section className={styles.eventHead}>
      <h2 className={styles.title}>{e.cltnName}</h2>
      <p className={styles.muted}>
        {at(e.startAt)}
        {e.placeName && ` · ${e.placeName}`}
      </p>
      <p className={styles.muted}>
        <span className={styles.phase} data-phase={phase}>
          {t(`door.phase.${phase}`)}
        </span>{" "}
        {e.openAt && phase === "upcoming" && t("hostScan.opensAt", { date: at(e.openAt) })}
      </p>
    </section>
  );
}

function BackToEvents() {
  const { t } = useTranslation();
  return (
    <Link to="/host" className={styles.walletLink}>
      {t("door.backToEvents")}
    </Link>
  );
}
