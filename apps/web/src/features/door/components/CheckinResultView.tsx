import type { TCheckinResponse } from "@admit/contract/nfts";
import { Button } from "../../../components/ui/Button.tsx";
import { formatDate } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import styles from "./HostScanView.module.css";

/** The big answer the door staff reads at a glance: admitted in green, anything else in red. */
export function CheckinResultView(props: {
  result: TCheckinResponse;
  undoPending: boolean;
  undone: boolean;
  onUndo: () => void;
  onNext: () => void;
}) {
  const { t, language } = useTranslation();
  const { result } = props;
  const ok = result.result === "ADMITTED" && !props.undone;
  const nft = result.nft;
  return (
    <section
      className={ok ? `${styles.result} ${styles.admitted}` : `${styles.result} ${styles.refused}`}
      aria-live="assertive"
      data-testid="checkin-result"
      data-result={props.undone ? "UNDONE" : result.result}
    >
      <p className={styles.resultMark} aria-hidden="true">
        {ok ? "✓" : "✕"}
      </p>
      <h2 className={styles.resultTitle}>
        {t(props.undone ? "hostScan.undone" : `hostScan.result.${result.result}`)}
      </h2>
      {result.result === "ALREADY_USED" && result.usedAt && (
        <p className={styles.resultDetail}>
          {t(result.usedGate ? "hostScan.usedAtGate" : "hostScan.usedAt", {
            date: formatDate(result.usedAt, language, { time: true }),
            gate: result.usedGate ?? "",
          })}
        </p>
      )}
      {result.result === "NOT_OPEN" && result.openDate && (
        <p className={styles.resultDetail}>
          {t("hostScan.opensAt", { date: formatDate(result.openDate, language, { time: true }) })}
        </p>
      )}
      {nft && (
        <dl className={styles.resultNft}>
          {nft.holderName && (
            <div>
              <dt>{t("hostScan.holder")}</dt>
              <dd>{nft.holderName}</dd>
            </div>
          )}
          <div>
            <dt>{t("hostScan.item")}</dt>
            <dd>
              {nft.cltnName} · {nft.name}
            </dd>
          </div>
          {nft.seat && (
            <div>
              <dt>{t("hostScan.seat")}</dt>
              <dd>{nft.seat}</dd>
            </div>
          )}
          {nft.cltnType === "MEMBERSHIP" && (
            <div>
              <dt>{t("hostScan.usesLeft")}</dt>
              <dd>
                {nft.remaining} / {nft.totalUseCnt}
              </dd>
            </div>
          )}
        </dl>
      )}
      <div className={styles.resultActions}>
        <Button variant="round-white" block onClick={props.onNext}>
          {t("hostScan.next")}
        </Button>
        {result.result === "ADMITTED" && !props.undone && result.historyId && (
          <Button variant="rec" block loading={props.undoPending} onClick={props.onUndo}>
            {t("hostScan.undo")}
          </Button>
        )}
      </div>
    </section>
  );
}
