import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import styles from "./HostScanView.module.css";

type Scanner = { start(): Promise<void>; stop(): void; destroy(): void };

/**
 * The camera view: decodes QR codes with qr-scanner (loaded only here) and hands each decoded
 * text to `onCode`. `paused` stops decoding while a result is shown.
 */
export function CameraScanner({ paused, onCode }: { paused: boolean; onCode: (text: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useRef<Scanner | null>(null);
  const latest = useRef(onCode);
  latest.current = onCode;
  const [state, setState] = useState<"starting" | "on" | "denied" | "none">("starting");

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
  }, []);

  useEffect(() => {
    if (state !== "on") return;
    if (paused) scanner.current?.stop();
    else void scanner.current?.start();
  }, [paused, state]);

  return (
    <div className={styles.camera} data-state={state}>
      <video ref={video} className={styles.video} muted playsInline data-testid="scanner-video" />
      {state !== "on" && (
        <p className={styles.cameraNote} role="status">
          {t(`hostScan.camera.${state}`)}
        </p>
      )}
    </div>
  );
}
