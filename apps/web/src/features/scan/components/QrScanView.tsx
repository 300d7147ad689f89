import { type FormEvent, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { CameraScanner } from "../../../components/camera/CameraScanner.tsx";
import { SubmitButton } from "../../../components/forms/SubmitButton.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { TextField } from "../../../components/ui/TextField.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { readScannedText } from "../utils/scan-text.ts";
import styles from "./QrScanView.module.css";

/** The camera reading the same code again within this time is one scan, not two. */
const REPEAT_MS = 3000;

type Notice = "door" | "unknown";

/**
 * /qr, the scan tab: the camera reads a code someone shows (or the person types it), and what it
 * is decides what happens — a ticket sent by code opens its receive screen, a host's claim code
 * its claim screen, a holder's access link the tickets it shares; a door code is for the door
 * only; anything else is not a code we know.
 */
export default function QrScanView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [typed, setTyped] = useState("");
  const [notice, setNotice] = useState<Notice | null>(null);
  const last = useRef({ text: "", at: 0 });

  const handleText = (text: string, fromCamera: boolean) => {
    const now = Date.now();
    if (fromCamera && text === last.current.text && now - last.current.at < REPEAT_MS) return;
    last.current = { text, at: now };
    const found = readScannedText(text);
    switch (found.kind) {
      case "receive":
      case "claim":
      case "accessLink":
        return navigate(found.path);
      case "door":
      case "unknown":
        navigator.vibrate?.([60, 60, 60]);
        return setNotice(found.kind);
      default: {
        const exhaustive: never = found;
        return exhaustive;
      }
    }
  };

  const handleTyped = (e: FormEvent) => {
    e.preventDefault();
    if (typed.trim()) handleText(typed, false);
  };

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h2 className={styles.title}>{t("scan.title")}</h2>
        <p className={styles.lead}>{t("scan.lead")}</p>
      </header>
      {/* What was read takes the camera's place until the person scans again. */}
      {notice ? (
        <section className={styles.notice} role="alert" data-testid="scan-notice" data-kind={notice}>
          <h3 className={styles.noticeTitle}>{t(`scan.${notice}.title`)}</h3>
          <p className={styles.noticeText}>{t(`scan.${notice}.text`)}</p>
          <Button variant="round-white" block onClick={() => setNotice(null)}>
            {t("scan.again")}
          </Button>
        </section>
      ) : (
        <CameraScanner paused={false} onCode={(text) => handleText(text, true)} />
      )}
      <form className={styles.manual} onSubmit={handleTyped} noValidate>
        <TextField
          label={t("scan.typed")}
          value={typed}
          placeholder="T7K2M9PQRX"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={200}
          hint={t("scan.typedHint")}
          onChange={(e) => {
            setTyped(e.target.value);
            if (notice) setNotice(null);
          }}
        />
        <SubmitButton disabled={!typed.trim()}>{t("scan.continue")}</SubmitButton>
      </form>
    </div>
  );
}
