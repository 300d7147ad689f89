import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../lib/i18n.ts";
import { Button } from "../ui/Button.tsx";
import { CameraIcon } from "../ui/more-icons.tsx";
import styles from "./CameraScanner.module.css";

type Scanner = { start(): Promise<void>; stop(): void; destroy(): void };
export type CameraState = "starting" | "on" | "denied" | "none";

/**
 * The camera view: decodes QR codes with qr-scanner (loaded only here) and hands each decoded
 * text to `onCode`. `paused` stops decoding while a result is shown. When the camera is refused
 * it says how to allow it and offers to ask again; without a camera it points to typing the code.
 */
export function CameraScanner({ paused, onCode }: { paused: boolean; onCode: (text: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useRef<Scanner | null>(null);
  const latest = useRef(onCode);
  latest.current = onCode;
  const [state, setState] = useState<CameraState>("starting");
  // Asking again after a refusal starts the camera afresh.
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` starts the camera again after a refusal
  useEffect(() => {
    let cancelled = false;
    (async () => {
      const { default: QrScanner } = await import("qr-scanner");
      if (cancelled || !video.current) return;
      if (!(await QrScanner.hasCamera())) return setState("none");
      const instance = new QrScanner(video.current, (result) => latest.current(result.data), {
        preferredCamera: "environment",
        highlightScanRegion: true,
        maxScansPerSecond: 8,
        returnDetailedScanResult: true,
      });
      scanner.current = instance;
      try {
        await instance.start();
        if (!cancelled) setState("on");
      } catch {
        if (!cancelled) setState("denied");
      }
    })();
    return () => {
      cancelled = true;
      scanner.current?.destroy();
      scanner.current = null;
    };
  }, [attempt]);

  useEffect(() => {
    if (state !== "on") return;
    if (paused) scanner.current?.stop();
    else void scanner.current?.start();
  }, [paused, state]);

  return (
    <div className={styles.camera} data-state={state} data-testid="camera">
      <video ref={video} className={styles.video} muted playsInline data-testid="scanner-video" />
      {state !== "on" && (
        <div className={styles.note} role="status">
          <CameraIcon size={32} aria-hidden="true" />
          <p className={styles.noteTitle}>{t(`camera.${state}.title`)}</p>
          {state !== "starting" && <p className={styles.noteText}>{t(`camera.${state}.text`)}</p>}
          {state === "denied" && (
            <Button
              variant="round-white"
              onClick={() => {
                setState("starting");
                setAttempt((n) => n + 1);
              }}
            >
              {t("camera.retry")}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
