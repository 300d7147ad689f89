import type { TCheckinResponse } from "@admit/contract/nfts";
import { type FormEvent, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { CameraScanner } from "../../../components/camera/CameraScanner.tsx";
import { SubmitButton } from "../../../components/forms/SubmitButton.tsx";
import { TextField } from "../../../components/ui/TextField.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import { formatNumber } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { showToast } from "../../../stores/popup.ts";
import { useCancelCheckIn, useCheckIn } from "../api/check-in.ts";
import { useHostEvent } from "../api/host-events.ts";
import { useDoorGate } from "../utils/door-gate.ts";
import { CheckinResultView } from "./CheckinResultView.tsx";
import styles from "./HostScanView.module.css";

/** The same code read again within this time is the camera seeing it twice, not a second person. */
const REPEAT_MS = 3000;

/** The date this scanner admits for (`?event=`), its live count and the gate, above the camera. */
function ScanningFor({ timeId, gate }: { timeId: number; gate: string }) {
  const { t, language } = useTranslation();
  const event = useHostEvent(timeId);
  if (!event.data) return null;
  const { counts } = event.data;
  return (
    <p className={styles.scanningFor} data-testid="scanning-for">
      <strong>{t("door.scanFor", { name: event.data.cltnName })}</strong>
      <span>
        {[
          gate.trim() && t("door.scanAt", { gate: gate.trim() }),
          t("door.scanCount", {
            admitted: formatNumber(counts.admitted, language),
            expected: formatNumber(counts.expected, language),
          }),
        ]
          .filter(Boolean)
          .join(" · ")}
      </span>
    </p>
  );
}

/** Not a host of this door. */
function ScanForbidden() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <p className={styles.forbidden} role="alert">
        {t("hostScan.forbidden")}
      </p>
    </div>
  );
}

/** The code typed by staff when the camera cannot read it. */
function ManualCodeForm(props: {
  value: string;
  onValue: (value: string) => void;
  onSubmit: () => void;
  loading: boolean;
  disabled: boolean;
}) {
  const { value, onValue, onSubmit, loading, disabled } = props;
  const { t } = useTranslation();
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.manual} onSubmit={handleSubmit} noValidate>
      <TextField
        label={t("hostScan.manual")}
        value={value}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        onChange={(e) => onValue(e.target.value)}
        hint={t("hostScan.manualHint")}
      />
      <SubmitButton loading={loading} disabled={disabled}>
        {t("hostScan.check")}
      </SubmitButton>
    </form>
  );
}

/**
 * /host/scan: the door. The camera reads the holder's QR (or staff type it), the server admits
 * exactly once, and a large result says what to do. Opened from a date's door (`?event={timeId}`)
 * it admits for that date only. Hosts only; others are told so.
 */
export default function HostScanView() {
  const { t } = useTranslation();
  const checkIn = useCheckIn();
  const undo = useCancelCheckIn();
  const eventParam = Number(useSearchParams()[0].get("event"));
  const timeId = Number.isInteger(eventParam) && eventParam > 0 ? eventParam : undefined;
  const [gate, setGate] = useDoorGate();
  const [manual, setManual] = useState("");
  const [result, setResult] = useState<TCheckinResponse>();
  const [undone, setUndone] = useState(false);
  const [forbidden, setForbidden] = useState(false);
  const last = useRef<{ code: string; at: number }>({ code: "", at: 0 });

  const submit = (code: string, fromCamera: boolean) => {
    const text = code.trim();
    if (!text || checkIn.isPending || result) return;
    const now = Date.now();
    if (fromCamera && text === last.current.code && now - last.current.at < REPEAT_MS) return;
    last.current = { code: text, at: now };
    checkIn.mutate(
      { qrData: text, gate: gate.trim() || undefined, cltnTimeId: timeId },
      {
        onSuccess: (answer) => {
          setUndone(false);
          setResult(answer);
          navigator.vibrate?.(answer.result === "ADMITTED" ? 80 : [60, 60, 60]);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 403) return setForbidden(true);
          showToast(errorText(err, t));
        },
      },
    );
  };

  if (forbidden) return <ScanForbidden />;

  return (
    <div className={styles.page}>
      {timeId !== undefined && <ScanningFor timeId={timeId} gate={gate} />}
      {result ? (
        <CheckinResultView
          result={result}
          undone={undone}
          undoPending={undo.isPending}
          onNext={() => {
            setResult(undefined);
            setManual("");
          }}
          onUndo={() =>
            result.historyId &&
            undo.mutate(
              { historyId: result.historyId, kind: result.kind },
              {
                onSuccess: () => setUndone(true),
                onError: (err) => showToast(errorText(err, t)),
              },
            )
          }
        />
      ) : (
        <CameraScanner paused={checkIn.isPending} onCode={(code) => submit(code, true)} />
      )}
      <TextField
        label={t("hostScan.gate")}
        value={gate}
        maxLength={40}
        placeholder={t("hostScan.gatePlaceholder")}
        onChange={(e) => setGate(e.target.value)}
      />
      <ManualCodeForm
        value={manual}
        onValue={setManual}
        onSubmit={() => submit(manual, false)}
        loading={checkIn.isPending}
        disabled={!manual.trim() || !!result}
      />
    </div>
  );
}
