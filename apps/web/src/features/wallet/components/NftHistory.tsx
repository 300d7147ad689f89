import type { TNftHistoryItem } from "@admit/contract/nfts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { formatOwnDate } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import styles from "./NftHistory.module.css";

interface NftHistoryProps {
  nftId: number;
  /** Changes when the card does: the history is asked again. */
  version: string;
  /**
   * The event's zone. The history is the holder's own doings (bought, sent, used), so its times are
   * in the reader's zone, named when the event's is another (issue 26: one rule for every screen).
   */
  timeZone: string;
}

/** Usage and ownership events of the card, newest first (GET /nfts/{id}/history). */
export function NftHistory({ nftId, version, timeZone }: NftHistoryProps) {
  const { t, language } = useTranslation();
  const history = useQuery({
    queryKey: ["nfts", "history", nftId, version],
    queryFn: () => api<TNftHistoryItem[]>(`/nfts/${nftId}/history`),
  });
  if (!history.data) return null;
  // A move that made the card the viewer's reads from their side: bought on resale, received.
  const typeLabel = (h: TNftHistoryItem) =>
    h.side === "received" && (h.type === "SELL" || h.type === "SEND")
      ? t(`wallet.history.received.${h.type}`)
      : t(`wallet.history.type.${h.type}`);
  return (
    <section className={styles.box} aria-labelledby="nft-history">
      <h2 id="nft-history" className={styles.title}>
        {t("wallet.history.title")}
      </h2>
      {history.data.length === 0 ? (
        <p className={styles.empty}>{t("wallet.history.empty")}</p>
      ) : (
        <ol className={styles.list} data-testid="nft-history">
          {history.data.map((h) => (
            <li key={h.id} className={styles.item}>
              <span className={styles.type}>{typeLabel(h)}</span>
              <span className={styles.when}>
                {formatOwnDate(h.createdAt, language, { time: true, eventZone: timeZone })}
                {typeof h.detail.gate === "string" &&
                  h.detail.gate &&
                  ` · ${t("wallet.history.gate", { gate: h.detail.gate })}`}
              </span>
              {h.txUrl && (
                <a className={styles.tx} href={h.txUrl} target="_blank" rel="noopener noreferrer">
                  {t("wallet.history.viewTx")}
                </a>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
