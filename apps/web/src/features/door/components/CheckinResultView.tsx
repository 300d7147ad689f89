import type { TCheckinResponse } from "@admit/contract/nfts";
import { Button } from "../../../components/ui/Button.tsx";
import { formatDate } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import styles from "./HostScanView.module.css";

/** Results whose words differ for a coupon; the others read the same for both. */
const COUPON_TITLES = {
  ADMITTED: "hostScan.couponResult.ADMITTED",
  ALREADY_USED: "hostScan.couponResult.ALREADY_USED",
  WRONG_EVENT: "hostScan.couponResult.WRONG_EVENT",
  LOCKED: "hostScan.couponResult.LOCKED",
  NOT_OPEN: "hostScan.couponResult.NOT_OPEN",
  EVENT_ENDED: "hostScan.couponResult.EVENT_ENDED",
} as const;

/** When the ticket was used or opens, or why a transferred one is refused. */
function ResultDetail({ result }: { result: TCheckinResponse }) {
  const { t, language } = useTranslation();
  const isCoupon = result.kind === "COUPON";
  const timeZone = result.nft?.timeZone;
  return (
    <>
      {result.result === "ALREADY_USED" && result.usedAt && (
        <p className={styles.resultDetail}>
          {t(result.usedGate ? "hostScan.usedAtGate" : "hostScan.usedAt", {
            date: formatDate(result.usedAt, language, { time: true, timeZone }),
            gate: result.usedGate ?? "",
          })}
        </p>
      )}
      {result.result === "NOT_OPEN" && result.openDate && (
        <p className={styles.resultDetail}>
          {t(isCoupon ? "hostScan.validFrom" : "hostScan.opensAt", {
            date: formatDate(result.openDate, language, { time: true, timeZone }),
          })}
        </p>
      )}
      {result.result === "TRANSFERRED" && (
        <p className={styles.resultDetail}>{t("hostScan.transferredDetail")}</p>
      )}
    </>
  );
}

/** Who holds the ticket, what it is, its seat and, for a membership, the uses left. */
function NftFacts({ nft }: { nft: NonNullable<TCheckinResponse["nft"]> }) {
  const { t } = useTranslation();
  return (
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
  );
}

/** Who holds the coupon, what it is and the uses left. */
function CouponFacts({ coupon }: { coupon: NonNullable<TCheckinResponse["coupon"]> }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.resultNft}>
      {coupon.holderName && (
        <div>
          <dt>{t("hostScan.holder")}</dt>
          <dd>{coupon.holderName}</dd>
        </div>
      )}
      <div>
        <dt>{t("hostScan.coupon")}</dt>
        <dd>
          {coupon.brandName} · {coupon.name}
        </dd>
      </div>
      <div>
        <dt>{t("hostScan.usesLeft")}</dt>
        <dd>
          {coupon.remaining} / {coupon.useLimit}
        </dd>
      </div>
    </dl>
  );
}

/** The big answer the door staff reads at a glance: admitted in green, anything else in red. */
export function CheckinResultView(props: {
  result: TCheckinResponse;
  undoPending: boolean;
  undone: boolean;
  onUndo: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const { result } = props;
  const ok = result.result === "ADMITTED" && !props.undone;
  const { nft, coupon } = result;
  const isCoupon = result.kind === "COUPON";
  const title = props.undone
    ? t(isCoupon ? "hostScan.undoneCoupon" : "hostScan.undone")
    : isCoupon && result.result in COUPON_TITLES
      ? t(COUPON_TITLES[result.result as keyof typeof COUPON_TITLES])
      : t(`hostScan.result.${result.result}`);
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
      <h2 className={styles.resultTitle}>{title}</h2>
      <ResultDetail result={result} />
      {nft && <NftFacts nft={nft} />}
      {coupon && <CouponFacts coupon={coupon} />}
      <div className={styles.resultActions}>
        <Button variant="round-white" block onClick={props.onNext}>
          {t("hostScan.next")}
        </Button>
        {result.result === "ADMITTED" && !props.undone && result.historyId && (
          <Button variant="rec" block loading={props.undoPending} onClick={props.onUndo}>
            {t(isCoupon ? "hostScan.undoCoupon" : "hostScan.undo")}
          </Button>
        )}
      </div>
    </section>
  );
}
