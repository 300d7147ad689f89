import type { TClaimPoster } from "@admit/contract/claims";
import type { CSSProperties } from "react";
import { useNavigate, useParams } from "react-router";
import { QrImage } from "../../../components/qr/QrImage.tsx";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatDate } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useClaimPoster } from "../api/get-claim-poster.ts";
import { claimedText } from "../utils/claim-posters.ts";
import styles from "./ClaimPoster.module.css";
import { PosterForbidden } from "./ClaimPosterListView.tsx";

/** The sheet on the wall: the event, the QR a phone camera opens, and the code for typing. */
function Poster({ poster }: { poster: TClaimPoster }) {
  const { t, language } = useTranslation();
  // The poster carries no time zone of its event: the host's own, where it is printed and hung.
  const at = (value: string, timeZone: string) => formatDate(value, language, { time: true, timeZone });
  return (
    <article
      className={styles.poster}
      style={{ "--card-color": poster.color } as CSSProperties}
      data-testid="claim-poster"
    >
      <p className={styles.posterBrand}>{poster.brandName}</p>
      <img className={styles.posterImage} src={poster.image} alt="" />
      <h2 className={styles.posterName}>{poster.cltnName}</h2>
      <p className={styles.posterProduct}>{poster.groupName}</p>
      <p className={styles.posterScan}>{t("claims.poster.scan")}</p>
      <QrImage
        data={poster.url}
        alt={t("claims.poster.qrAlt", { name: poster.cltnName })}
        size={320}
        testId="claim-poster-qr"
      />
      <p className={styles.posterTyping}>{t("claims.poster.typeCode")}</p>
      <p className={styles.posterCode}>{poster.code}</p>
      <p className={styles.posterTerms}>
        {t("claims.poster.period", {
          from: at(poster.startsAt, poster.timeZone),
          until: at(poster.endsAt, poster.timeZone),
        })}
      </p>
      <p className={styles.posterCount}>{claimedText(poster, t, language)}</p>
    </article>
  );
}

/** /host/claim-codes/:code — one code's printable poster, with Print (the app's frame stays off the paper). */
export default function ClaimPosterView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const code = (useParams().code ?? "").toUpperCase();
  const poster = useClaimPoster(code);
  if (poster.isPending) return <Spinner label={t("common.loading")} />;
  if (poster.error instanceof ApiError && poster.error.status === 403) return <PosterForbidden />;
  if (poster.error instanceof ApiError && poster.error.status === 404)
    return (
      <StatusMessage
        tone="error"
        title={t("claims.poster.notFound.title")}
        text={t("claims.poster.notFound.text")}
        action={{
          label: t("claims.poster.toList"),
          variant: "rec",
          onClick: () => navigate("/host/claim-codes"),
        }}
      />
    );
  if (!poster.data) return <ErrorState onRetry={() => void poster.refetch()} />;
  return (
    <div className={styles.page}>
      <div className={`${styles.actions} ${styles.noPrint}`}>
        <p className={styles.lead}>{t("claims.poster.printLead")}</p>
        <Button variant="rec-primary" block onClick={() => window.print()}>
          {t("claims.poster.print")}
        </Button>
      </div>
      <Poster poster={poster.data} />
    </div>
  );
}
