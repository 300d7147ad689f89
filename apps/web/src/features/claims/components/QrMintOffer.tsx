import type { ClaimRefusal, TClaimOffer } from "@admit/contract/claims";
import type { CSSProperties } from "react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { CheckIcon } from "../../../components/ui/icons.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import { formatDate, formatNumber } from "../../../lib/format.ts";
import { type TFunction, useTranslation } from "../../../lib/i18n.ts";
import { forgetCode, rememberCode } from "../../../lib/pending-code.ts";
import { useAuthStore } from "../../../stores/auth.ts";
import { showToast } from "../../../stores/popup.ts";
import { useClaimNft } from "../api/claim-nft.ts";
import { useClaimOffer } from "../api/get-claim-offer.ts";
import { EventHeader } from "./EventHeader.tsx";
import { QrMintUnknownCode } from "./QrMintUnknownCode.tsx";
import styles from "./QrMintView.module.css";

/** The collection's colour behind its picture and on the claims meter. */
const tint = (color: string) => ({ "--card-color": color }) as CSSProperties;

/** What the event is, and the product the code gives. */
function OfferCard({ offer }: { offer: TClaimOffer }) {
  return <EventHeader event={offer.cltn} ns="claims.mint" product={offer.group.name} testId="claim-offer" />;
}

/** The code's own terms: when it can be claimed, and how many of how many were. */
function OfferTerms({ offer }: { offer: TClaimOffer }) {
  const { t, language } = useTranslation();
  const at = (value: string) => formatDate(value, language, { time: true, timeZone: offer.cltn.timeZone });
  const { claimed, maxClaims } = offer;
  const count = (n: number) => formatNumber(n, language);
  return (
    <dl className={styles.terms} style={tint(offer.cltn.color)}>
      <div className={styles.term}>
        <dt>{t("claims.mint.period")}</dt>
        <dd>{t("claims.mint.periodRange", { from: at(offer.startsAt), until: at(offer.endsAt) })}</dd>
      </div>
      <div className={styles.term}>
        <dt>{t("claims.mint.claims")}</dt>
        <dd data-testid="claim-count">
          {maxClaims === null
            ? t("claims.mint.claimedCount", { claimed: count(claimed) })
            : t("claims.mint.claimedOf", {
                claimed: count(claimed),
                max: count(maxClaims),
                left: count(Math.max(0, maxClaims - claimed)),
              })}
        </dd>
      </div>
      {maxClaims !== null && maxClaims > 0 && (
        <div className={styles.meter} aria-hidden="true">
          <span
            className={styles.meterFill}
            style={{ width: `${Math.min(100, (claimed / maxClaims) * 100)}%` }}
          />
        </div>
      )}
    </dl>
  );
}

/**
 * Why it cannot be claimed now, and the way on: the ticket already held; or, when the code gives
 * nothing more, the event itself (perhaps on sale) and the person's own tickets.
 */
function Refusal({ offer, refusal }: { offer: TClaimOffer; refusal: ClaimRefusal }) {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useAuthStore((s) => s.user !== null);
  const at = (value: string) => formatDate(value, language, { time: true, timeZone: offer.cltn.timeZone });
  const date = refusal === "notStarted" ? at(offer.startsAt) : at(offer.endsAt);
  return (
    <section
      className={styles.notice}
      role="status"
      data-refusal={refusal}
      data-tone={refusal === "claimed" ? "good" : refusal === "notStarted" ? "wait" : undefined}
    >
      <h3 className={styles.noticeTitle}>{t(`claims.mint.refusal.${refusal}.title`)}</h3>
      <p className={styles.noticeText}>{t(`claims.mint.refusal.${refusal}.text`, { date })}</p>
      {refusal === "claimed" && offer.nftId !== null && (
        <Button variant="rec-primary" block onClick={() => navigate(`/nft/${offer.nftId}`)}>
          {t("claims.mint.openTicket")}
        </Button>
      )}
      {(refusal === "limit" || refusal === "ended") && (
        <div className={styles.actions}>
          <Button variant="rec-primary" block onClick={() => navigate(`/discover/detail/${offer.cltn.id}`)}>
            {t("claims.mint.seeEvent")}
          </Button>
          {signedIn && (
            <Button variant="rec" block onClick={() => navigate("/")}>
              {t("claims.mint.myTickets")}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * Signed out: the code is kept in this browser, so that signing in — or signing up, whose mail may
 * open in another tab — comes back to it from home.
 */
function SignInToClaim({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const go = (path: string) => {
    rememberCode("claim", code);
    navigate(path);
  };
  return (
    <section className={styles.notice} data-testid="claim-sign-in">
      <h3 className={styles.noticeTitle}>{t("claims.mint.signIn.title")}</h3>
      <p className={styles.noticeText}>{t("claims.mint.signIn.text")}</p>
      <div className={styles.actions}>
        <Button variant="rec-primary" block onClick={() => go("/login/start")}>
          {t("claims.mint.signIn.signIn")}
        </Button>
        <Button variant="rec" block onClick={() => go("/register/start")}>
          {t("claims.mint.signIn.signUp")}
        </Button>
      </div>
    </section>
  );
}

/** After the claim: the ticket is the person's, recorded on the chain meanwhile (ISSUING). */
function Claimed({ nftId }: { nftId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusMessage
      icon={<CheckIcon size={32} />}
      title={t("claims.mint.done.title")}
      text={t("claims.mint.done.text")}
      action={{
        label: t("claims.mint.openTicket"),
        onClick: () => navigate(`/nft/${nftId}`, { replace: true }),
      }}
    />
  );
}

/** The claim's refusals by their catalogue code (spec §8), said in the claim's own words. */
const CLAIM_FAILURES: Record<string, string> = {
  "3101": "claims.mint.failed.period",
  "3102": "claims.mint.failed.limit",
  "M-2001": "claims.mint.failed.claimed",
  NOT_FOUND: "claims.mint.failed.notFound",
};

const failureText = (err: unknown, t: TFunction) => {
  const key = err instanceof ApiError ? CLAIM_FAILURES[err.code] : undefined;
  return key ? t(key) : errorText(err, t);
};

/** A code's offer: what it gives, its terms, and Get the ticket — or why not, or sign in first. */
export function QrMintOffer({ code }: { code: string }) {
  const { t } = useTranslation();
  const signedIn = useAuthStore((s) => s.user !== null);
  const clearAuth = useAuthStore((s) => s.clear);
  const offer = useClaimOffer(code);
  const claim = useClaimNft();
  const [claimedId, setClaimedId] = useState<number>();

  // Here, signed in, with the code: nothing is left for the home screen to come back to.
  useEffect(() => {
    if (signedIn) forgetCode("claim");
  }, [signedIn]);

  if (claimedId !== undefined) return <Claimed nftId={claimedId} />;
  if (offer.isPending) return <Spinner label={t("common.loading")} />;
  if (offer.error instanceof ApiError && offer.error.status === 404) return <QrMintUnknownCode />;
  if (!offer.data) return <ErrorState onRetry={() => void offer.refetch()} />;

  const handleClaim = () =>
    claim.mutate(code, {
      onSuccess: ({ nftId }) => setClaimedId(nftId),
      onError: (err) => {
        // The session ended meanwhile: this page is open to visitors, so it asks to sign in again.
        if (err instanceof ApiError && err.status === 401) return clearAuth();
        showToast(failureText(err, t));
      },
    });
  const { refusal } = offer.data;
  return (
    <>
      <OfferCard offer={offer.data} />
      <OfferTerms offer={offer.data} />
      {refusal ? (
        <Refusal offer={offer.data} refusal={refusal} />
      ) : signedIn ? (
        <Button variant="rec-primary" block loading={claim.isPending} onClick={handleClaim}>
          {t("claims.mint.claim")}
        </Button>
      ) : (
        <SignInToClaim code={code} />
      )}
    </>
  );
}
