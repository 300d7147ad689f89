import type { TSendInfo } from "@admit/contract/transfers";
import { formatDate } from "../../lib/format.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { QrImage } from "../qr/QrImage.tsx";
import styles from "./SendCodeCard.module.css";

/**
 * A send by code as its sender shows it: the QR of its receive link (a phone's camera opens it,
 * Admit's scan tab reads it), the code to type, and until when it waits.
 */
export function SendCodeCard({
  send,
  timeZone,
}: {
  send: Pick<TSendInfo, "code" | "claimUrl" | "expiresAt">;
  timeZone?: string;
}) {
  const { t, language } = useTranslation();
  if (!send.code || !send.claimUrl) return null;
  return (
    <figure className={styles.card} data-testid="send-code">
      <QrImage data={send.claimUrl} alt={t("transfer.code.qrAlt")} size={220} testId="send-code-qr" />
      <figcaption className={styles.caption}>
        <span className={styles.label}>{t("transfer.code.label")}</span>
        <output className={styles.code} data-testid="send-code-text">
          {send.code}
        </output>
        <span className={styles.until}>
          {t("transfer.code.until", {
            date: formatDate(send.expiresAt, language, { time: true, timeZone }),
          })}
        </span>
      </figcaption>
    </figure>
  );
}
