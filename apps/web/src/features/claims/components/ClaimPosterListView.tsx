import type { TClaimPoster } from "@admit/contract/claims";
import type { CSSProperties } from "react";
import { Link } from "react-router";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatDate } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useNow } from "../../../lib/use-now.ts";
import { useClaimPosters } from "../api/list-claim-posters.ts";
import { claimedText, posterState } from "../utils/claim-posters.ts";
import styles from "./ClaimPoster.module.css";

/** One code: its event and product, the code, its period, its count and where it stands. */
function PosterRow({ poster, now }: { poster: TClaimPoster; now: Date }) {
  const { t, language } = useTranslation();
  const state = posterState(poster, now);
  const at = (value: string, timeZone: string) => formatDate(value, language, { time: true, timeZone });
  return (
    <Link
      to={`/host/claim-codes/${encodeURIComponent(poster.code)}`}
      className={styles.row}
      style={{ "--card-color": poster.color } as CSSProperties}
    >
      <img className={styles.thumb} src={poster.image} alt="" loading="lazy" />
      <span className={styles.rowBody}>
        <span className={styles.rowName}>{poster.cltnName}</span>
        <span className={styles.rowLine}>
          {poster.groupName} · <span className={styles.code}>{poster.code}</span>
        </span>
        <span className={styles.rowLine}>
          {t("claims.poster.period", {
            from: at(poster.startsAt, poster.timeZone),
            until: at(poster.endsAt, poster.timeZone),
          })}
        </span>
        <span className={styles.rowLine}>{claimedText(poster, t, language)}</span>
        <span className={styles.state} data-state={state}>
          {t(`claims.poster.state.${state}`)}
        </span>
      </span>
    </Link>
  );
}

/** Told to a signed-in customer: posters are a host's. */
export function PosterForbidden() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <p className={styles.forbidden} role="alert">
        {t("claims.poster.forbidden")}
      </p>
    </div>
  );
}

/** /host/claim-codes: the host's claim codes with their counts, each opening its printable poster. */
export default function ClaimPosterListView() {
  const { t } = useTranslation();
  const posters = useClaimPosters();
  // A code opens and ends while the list is open: its state follows the clock.
  const now = useNow(60_000);
  if (posters.isPending) return <Spinner label={t("common.loading")} />;
  if (posters.error instanceof ApiError && posters.error.status === 403) return <PosterForbidden />;
  if (!posters.data) return <ErrorState onRetry={() => void posters.refetch()} />;
  if (posters.data.length === 0)
    return (
      <StatusMessage title={t("claims.poster.list.emptyTitle")} text={t("claims.poster.list.emptyText")} />
    );
  return (
    <div className={styles.page}>
      <p className={styles.lead}>{t("claims.poster.list.lead")}</p>
      <ul className={styles.list}>
        {posters.data.map((poster) => (
          <li key={poster.code}>
            <PosterRow poster={poster} now={now} />
          </li>
        ))}
      </ul>
    </div>
  );
}
