import type { TDoorScan } from "@admit/contract/door";
import type { ReactNode } from "react";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { formatTime } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { personLabel } from "../../../lib/person-name.ts";
import { useRecentScans } from "../api/host-events.ts";
import styles from "./HostDoor.module.css";
import { UndoAdmissionButton } from "./UndoAdmissionButton.tsx";

function ScanRow({ scan, timeZone }: { scan: TDoorScan; timeZone: string }) {
  const { t, language } = useTranslation();
  const name = scan.holderName ?? t("door.guest.unnamed");
  const outcome = scan.cancelled ? "undone" : scan.result === "ADMITTED" ? "admitted" : "refused";
  const by = scan.manual
    ? t("door.scans.byHand", { reason: t(`door.admit.reasons.${scan.manual}`) })
    : t("door.scans.byCode");
  return (
    <li className={styles.scan} data-outcome={outcome}>
      <span className={styles.scanTime}>{formatTime(scan.at, language, { timeZone, noZoneName: true })}</span>
      <div className={styles.guestBody}>
        <span className={styles.scanResult} data-outcome={outcome}>
          {scan.cancelled ? t("door.scans.undone") : t(`hostScan.result.${scan.result}`)}
        </span>
        <span className={styles.guestName}>{name}</span>
        <span className={styles.muted}>{[scan.ticketName, scan.seat].filter(Boolean).join(" · ")}</span>
        <span className={styles.muted}>
          {[scan.gate ?? t("door.counts.noGate"), by, scan.byMe ? t("door.scans.byMe") : scan.scannedBy]
            .filter(Boolean)
            .join(" · ")}
        </span>
        {scan.note && <span className={styles.muted}>“{scan.note}”</span>}
      </div>
      {scan.result === "ADMITTED" && !scan.cancelled && (
        <div className={styles.guestActions}>
          <UndoAdmissionButton
            historyId={scan.historyId}
            name={personLabel(t, scan.holderName, t("person.guest"))}
          />
        </div>
      )}
    </li>
  );
}

/** The last scans at this date's door, by anyone, newest first; an admission made by mistake is undone here. */
export function RecentScans({ timeId, timeZone }: { timeId: number; timeZone: string }) {
  const { t } = useTranslation();
  const scans = useRecentScans(timeId);
  let body: ReactNode;
  if (scans.isPending) body = <Spinner label={t("common.loading")} />;
  else if (!scans.data)
    body = (
      <StatusMessage
        tone="error"
        title={errorText(scans.error, t)}
        action={{ label: t("errorPage.retry"), onClick: () => void scans.refetch() }}
      />
    );
  else if (scans.data.items.length === 0)
    body = <StatusMessage title={t("door.scans.emptyTitle")} text={t("door.scans.emptyText")} />;
  else
    body = (
      <ul className={styles.list}>
        {scans.data.items.map((scan) => (
          <ScanRow key={scan.historyId} scan={scan} timeZone={timeZone} />
        ))}
      </ul>
    );
  return (
    <section className={styles.pane} aria-label={t("door.pane.scans")}>
      {body}
    </section>
  );
}
