import type { TCouponDetail } from "@admit/contract/coupons";
import type { CouponStatus } from "@admit/contract/enums";
import { useId, useState } from "react";
import { Link } from "react-router";
import { QrImage } from "../../../components/qr/QrImage.tsx";
import badgeStyles from "../../../components/ui/Badge.module.css";
import { Button } from "../../../components/ui/Button.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { formatDate, formatMoney, formatNumber, formatOwnDate } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useNow } from "../../../lib/use-now.ts";
import type { CouponApi } from "../api/coupon-api.ts";
import { useCouponTimers } from "../hooks/use-coupon-timers.ts";
import styles from "./CouponCard.module.css";
import { Countdown } from "./QrArea.tsx";

/** The badge tone of each status, on the card and on the coupon's own screen. */
export const COUPON_TONE: Record<CouponStatus, string> = {
  ACTIVE: "positive",
  UNUSE: "progress",
  USED: "muted",
  EXPIRED: "muted",
  DEACTIVE: "attention",
};

/** What the coupon gives, in the reader's language. */
export function useBenefit(
  coupon: Pick<TCouponDetail, "discountType" | "discountValue" | "currency">,
): string {
  const { t, language } = useTranslation();
  if (coupon.discountType === "RATE")
    return t("coupon.benefit.rate", { rate: formatNumber(coupon.discountValue, language) });
  if (coupon.discountType === "AMOUNT" && coupon.currency)
    return t("coupon.benefit.amount", {
      amount: formatMoney(coupon.discountValue, coupon.currency, language),
    });
  return t("coupon.benefit.gift");
}

/**
 * A held coupon: what it gives, until when, how many uses are left, and — while it is ACTIVE —
 * a door code shown on request, refreshed and watched like a ticket's. With `detailPath` the card
 * opens the coupon's own screen (its name is the link; the whole card answers a tap).
 */
export function CouponCard(props: {
  coupon: TCouponDetail;
  couponApi: CouponApi;
  onChanged: () => void;
  detailPath?: string;
}) {
  const { coupon, couponApi } = props;
  const { t, language } = useTranslation();
  const [shown, setShown] = useState(false);
  const codeId = useId();
  const now = useNow(shown ? 1000 : 30_000);
  const { liveQr, qrError } = useCouponTimers({ coupon, shown, couponApi, onChanged: props.onChanged });
  const benefit = useBenefit(coupon);
  // The validity is the organiser's time, in the collection's zone (named); a use is the holder's own.
  const zone = coupon.timeZone ?? undefined;
  const date = (iso: string) => formatDate(iso, language, { time: true, timeZone: zone });
  const ownDate = (iso: string) => formatOwnDate(iso, language, { time: true, eventZone: zone });
  const active = coupon.status === "ACTIVE";
  return (
    <article className={styles.card} data-testid="coupon-card" data-status={coupon.status}>
      <div className={styles.head}>
        <img className={styles.image} src={coupon.image} alt="" width={96} height={58} />
        <div className={styles.body}>
          <div className={styles.top}>
            <span className={styles.brand}>{coupon.brandName}</span>
            <span className={badgeStyles.badge} data-tone={COUPON_TONE[coupon.status]}>
              {t(`coupon.status.${coupon.status}`)}
            </span>
          </div>
          <h3 className={styles.name}>
            {props.detailPath ? (
              <Link className={styles.link} to={props.detailPath}>
                {coupon.name}
              </Link>
            ) : (
              coupon.name
            )}
          </h3>
          <p className={styles.benefit}>{benefit}</p>
        </div>
      </div>
      {coupon.description && <p className={styles.description}>{coupon.description}</p>}
      <dl className={styles.facts}>
        <div>
          <dt>{t("coupon.valid")}</dt>
          <dd>
            {t("coupon.validRange", {
              from: formatDate(coupon.validFrom, language, { timeZone: zone }),
              to: date(coupon.validTo),
            })}
          </dd>
        </div>
        <div>
          <dt>{t("coupon.usesLeft")}</dt>
          <dd>
            {Math.max(0, coupon.useLimit - coupon.useCnt)} / {coupon.useLimit}
          </dd>
        </div>
        {coupon.cltnName && (
          <div>
            <dt>{t("coupon.forEvent")}</dt>
            <dd>{coupon.cltnName}</dd>
          </div>
        )}
      </dl>
      {active ? (
        <>
          <Button
            variant={shown ? "round-white" : "round"}
            block
            aria-expanded={shown}
            aria-controls={codeId}
            onClick={() => setShown((v) => !v)}
          >
            {t(shown ? "coupon.hideCode" : "coupon.showCode")}
          </Button>
          {shown && (
            <div className={styles.code} id={codeId}>
              {liveQr && <QrImage data={liveQr.qr.qrData} alt={t("wallet.qr.alt")} testId="nft-qr" />}
              {liveQr && <Countdown liveQr={liveQr} now={now} />}
              {!liveQr && !qrError && <Spinner label={t("common.loading")} />}
              {qrError !== null && (
                <p className={styles.error} role="alert">
                  {errorText(qrError, t)}
                </p>
              )}
              <p className={styles.hint}>{t("coupon.codeHint")}</p>
            </div>
          )}
        </>
      ) : (
        <p className={styles.notice}>
          {coupon.status === "USED" && coupon.usedAt
            ? t("coupon.usedAt", { date: ownDate(coupon.usedAt) })
            : t(`coupon.notice.${coupon.status}`, { date: date(coupon.validFrom) })}
        </p>
      )}
    </article>
  );
}
