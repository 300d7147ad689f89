import type { TCouponDetail, TCouponHistoryItem } from "@admit/contract/coupons";
import { type QueryKey, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo } from "react";
import { useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { QrImage } from "../../../components/qr/QrImage.tsx";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import badgeStyles from "../../../components/ui/Badge.module.css";
import { Button } from "../../../components/ui/Button.tsx";
import { CouponIcon } from "../../../components/ui/icons.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import { formatDate, formatNumber, formatOwnDate } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useNow } from "../../../lib/use-now.ts";
import { useAuthStore } from "../../../stores/auth.ts";
import { accessLinkCouponApi, type CouponApi, ownerCouponApi } from "../api/coupon-api.ts";
import { useCouponTimers } from "../hooks/use-coupon-timers.ts";
import { COUPON_TONE, useBenefit } from "./CouponCard.tsx";
import styles from "./CouponView.module.css";
import { Countdown } from "./QrArea.tsx";

/** Longest wait `setTimeout` keeps (about 24.8 days); a coupon that opens later is loaded afresh by then. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * /coupons/{id}: one held coupon — what it gives, whether it can be used now and why not, its live
 * code while ACTIVE, and its uses. Open without signing in (spec §2 public), yet only its holder
 * (signed in) or whoever holds an access link to it (`?link=`) sees it; anyone else is asked to
 * sign in, and a coupon that is not theirs is not found.
 */
export default function CouponView() {
  const id = Number(useParams().id);
  const link = useSearchParams()[0].get("link");
  const signedIn = useAuthStore((s) => s.user !== null);
  if (!Number.isInteger(id) || id <= 0) return <CouponNotFound link={link} signedIn={signedIn} />;
  if (!link && !signedIn) return <SignInForCoupon />;
  return <LoadedCoupon key={`${id}:${link}`} id={id} link={link} />;
}

/** Signed out: sign in, then back here (the guard keeps `?route` for after sign-in). */
function SignInForCoupon() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <StatusMessage
      icon={<CouponIcon size={32} />}
      title={t("coupon.detail.signInTitle")}
      text={t("coupon.detail.signInText")}
      action={{
        label: t("login.submit"),
        onClick: () => navigate(`/login/start?route=${encodeURIComponent(`${pathname}${search}`)}`),
      }}
    />
  );
}

function CouponNotFound({ link, signedIn }: { link: string | null; signedIn: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusMessage
      icon={<CouponIcon size={32} />}
      title={t("coupon.detail.notFoundTitle")}
      text={t(link ? "coupon.detail.notFoundLinkText" : "coupon.detail.notFoundText")}
      action={
        !link && signedIn
          ? {
              label: t("coupon.detail.toList"),
              onClick: () => navigate("/coupons"),
              variant: "rec-secondary",
            }
          : undefined
      }
    />
  );
}

/** Not the viewer's (4505), not opened by the link, or no such id: the same "not found". */
const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 403 || error.status === 400);

function LoadedCoupon({ id, link }: { id: number; link: string | null }) {
  const queryClient = useQueryClient();
  const clearAuth = useAuthStore((s) => s.clear);
  const couponApi = useMemo(() => (link ? accessLinkCouponApi(link) : ownerCouponApi), [link]);
  // The list this coupon also shows in: the holder's, or the link's.
  const listKey = useMemo<QueryKey>(() => (link ? ["access-link", link, "coupons"] : ["coupons"]), [link]);
  const coupon = useQuery({
    queryKey: link ? ["access-link", link, "coupon", id] : ["coupons", "detail", id],
    queryFn: () => couponApi.get(id),
  });
  const signedOut = !link && coupon.error instanceof ApiError && coupon.error.status === 401;
  // The session ended meanwhile: this page is open to visitors, so it asks to sign in again.
  useEffect(() => {
    if (signedOut) clearAuth();
  }, [signedOut, clearAuth]);

  const { refetch } = coupon;
  // Polls repeat until the new card is in: asking again must not cancel the answer on its way.
  const handleChanged = useCallback(() => {
    void refetch({ cancelRefetch: false });
    void queryClient.invalidateQueries({ queryKey: listKey, refetchType: "none" });
  }, [refetch, queryClient, listKey]);

  if (coupon.isPending || signedOut) return <CouponSkeleton />;
  if (coupon.isError)
    return isMissing(coupon.error) ? (
      <CouponNotFound link={link} signedIn />
    ) : (
      <ErrorState onRetry={() => void refetch()} />
    );
  return (
    <CouponDetails
      coupon={coupon.data}
      couponApi={couponApi}
      shared={link !== null}
      onChanged={handleChanged}
    />
  );
}

/** A coupon not yet usable is loaded again as its period starts, so it turns ACTIVE with its code. */
function useReloadWhenUsable(coupon: TCouponDetail, onChanged: () => void) {
  const { status, validFrom } = coupon;
  useEffect(() => {
    if (status !== "UNUSE") return;
    const wait = Date.parse(validFrom) - Date.now() + 1000;
    if (wait > MAX_TIMEOUT_MS) return;
    const timer = window.setTimeout(onChanged, Math.max(0, wait));
    return () => window.clearTimeout(timer);
  }, [status, validFrom, onChanged]);
}

function CouponDetails(props: {
  coupon: TCouponDetail;
  couponApi: CouponApi;
  shared: boolean;
  onChanged: () => void;
}) {
  const { coupon, couponApi, onChanged } = props;
  const { t, language } = useTranslation();
  const benefit = useBenefit(coupon);
  useReloadWhenUsable(coupon, onChanged);
  // The validity is the organiser's time, in the collection's zone (named); a use is the holder's own.
  const zone = coupon.timeZone ?? undefined;
  const date = (iso: string) => formatDate(iso, language, { time: true, timeZone: zone });
  const ownDate = (iso: string) => formatOwnDate(iso, language, { time: true, eventZone: zone });
  return (
    <div className={styles.page} data-testid="coupon-view" data-status={coupon.status}>
      {props.shared && <p className={styles.shared}>{t("coupon.detail.shared")}</p>}
      <header className={styles.hero}>
        <img className={styles.image} src={coupon.image} alt="" width={600} height={360} />
        <p className={styles.brand}>
          {coupon.brandImg && <img className={styles.brandImg} src={coupon.brandImg} alt="" />}
          <span>{coupon.brandName}</span>
        </p>
        <h2 className={styles.name}>{coupon.name}</h2>
        <p className={styles.benefit}>{benefit}</p>
      </header>
      <CouponState coupon={coupon} couponApi={couponApi} onChanged={onChanged} />
      <section className={styles.box}>
        {coupon.description && <p className={styles.description}>{coupon.description}</p>}
        <dl className={styles.facts}>
          <div>
            <dt>{t("coupon.detail.validFrom")}</dt>
            <dd>{date(coupon.validFrom)}</dd>
          </div>
          <div>
            <dt>{t("coupon.detail.validUntil")}</dt>
            <dd>{date(coupon.validTo)}</dd>
          </div>
          <div>
            <dt>{t("coupon.usesLeft")}</dt>
            <dd data-testid="coupon-uses">
              {formatNumber(Math.max(0, coupon.useLimit - coupon.useCnt), language)} /{" "}
              {formatNumber(coupon.useLimit, language)}
            </dd>
          </div>
          {coupon.usedAt && (
            <div>
              <dt>{t("coupon.detail.lastUsed")}</dt>
              <dd>{ownDate(coupon.usedAt)}</dd>
            </div>
          )}
          {coupon.cltnName && (
            <div>
              <dt>{t("coupon.forEvent")}</dt>
              <dd>{coupon.cltnName}</dd>
            </div>
          )}
        </dl>
      </section>
      {couponApi.getHistory && (
        <CouponHistory
          id={coupon.id}
          getHistory={couponApi.getHistory}
          version={`${coupon.status}:${coupon.useCnt}`}
          eventZone={coupon.timeZone ?? undefined}
        />
      )}
    </div>
  );
}

/**
 * The status in a word and why; while ACTIVE, the live code: renewed every `qrValidTime − 1` s,
 * with the status polled every second until it reads USED (spec §4, as a ticket's card).
 */
function CouponState(props: { coupon: TCouponDetail; couponApi: CouponApi; onChanged: () => void }) {
  const { coupon, couponApi, onChanged } = props;
  const { t, language } = useTranslation();
  const live = coupon.status === "ACTIVE";
  const now = useNow(live ? 1000 : 60_000);
  const { liveQr, qrError } = useCouponTimers({ coupon, shown: live, couponApi, onChanged });
  const when = formatDate(coupon.status === "UNUSE" ? coupon.validFrom : coupon.validTo, language, {
    time: true,
    timeZone: coupon.timeZone ?? undefined,
  });
  return (
    <section className={styles.state} data-status={coupon.status} aria-labelledby="coupon-status">
      <span id="coupon-status" className={badgeStyles.badge} data-tone={COUPON_TONE[coupon.status]}>
        {t(`coupon.status.${coupon.status}`)}
      </span>
      <p className={styles.explain}>{t(`coupon.detail.explain.${coupon.status}`, { date: when })}</p>
      {live && (
        <div className={styles.code}>
          {liveQr ? (
            <>
              <QrImage data={liveQr.qr.qrData} alt={t("coupon.detail.qrAlt")} testId="coupon-qr" />
              <Countdown liveQr={liveQr} now={now} />
            </>
          ) : (
            !qrError && (
              <div className={styles.qrWait}>
                <Spinner label={t("common.loading")} />
              </div>
            )
          )}
          {qrError !== null && (
            <p className={styles.error} role="alert">
              {errorText(qrError, t)}
            </p>
          )}
          <p className={styles.hint}>{t("coupon.codeHint")}</p>
        </div>
      )}
    </section>
  );
}

function CouponHistory(props: {
  id: number;
  getHistory: (id: number) => Promise<TCouponHistoryItem[]>;
  /** Changes with the coupon's status and uses, so a use or an undo loads the list anew. */
  version: string;
  /** The collection's zone: a use is the holder's own time, named when that zone is another. */
  eventZone: string | undefined;
}) {
  const { t, language } = useTranslation();
  const history = useQuery({
    queryKey: ["coupons", "history", props.id, props.version],
    queryFn: () => props.getHistory(props.id),
    placeholderData: (previous) => previous,
  });
  return (
    <section className={styles.box} aria-labelledby="coupon-history">
      <h2 id="coupon-history" className={styles.boxTitle}>
        {t("coupon.history.title")}
      </h2>
      {history.isPending ? (
        <div className={styles.historyWait}>
          <span className={styles.bar} />
          <span className={styles.bar} />
        </div>
      ) : history.isError ? (
        <div className={styles.inlineError} role="alert">
          <span>{t("coupon.history.failed")}</span>
          <Button variant="rec-secondary" onClick={() => void history.refetch()}>
            {t("errorPage.retry")}
          </Button>
        </div>
      ) : history.data.length === 0 ? (
        <p className={styles.muted}>{t("coupon.history.empty")}</p>
      ) : (
        <ol className={styles.history} data-testid="coupon-history">
          {history.data.map((h) => (
            <li key={h.id} className={styles.entry} data-type={h.type}>
              <span className={styles.entryType}>{t(`coupon.history.type.${h.type}`)}</span>
              <span className={styles.entryWhen}>
                {formatOwnDate(h.createdAt, language, {
                  time: true,
                  eventZone: props.eventZone,
                })}
                {typeof h.detail.gate === "string" &&
                  h.detail.gate &&
                  ` · ${t("wallet.history.gate", { gate: h.detail.gate })}`}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The screen's shape while the coupon loads: picture, names, status and facts. */
function CouponSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} role="status" aria-busy="true" aria-label={t("common.loading")}>
      <span className={styles.imageSkeleton} />
      <span className={styles.bar} style={{ width: "35%" }} />
      <span className={styles.bar} style={{ width: "80%", height: 24 }} />
      <span className={styles.bar} style={{ width: "45%", height: 20 }} />
      <span className={`${styles.shimmer} ${styles.stateSkeleton}`} />
      <span className={`${styles.shimmer} ${styles.factsSkeleton}`} />
    </div>
  );
}
