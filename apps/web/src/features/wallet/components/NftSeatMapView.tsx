import type { TNftSeatMap } from "@admit/contract/nfts";
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { ApiError, api } from "../../../lib/api-client.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import styles from "./NftSeatMapView.module.css";

/**
 * /nft/{id}/seat: the place's map with every seat and the token's own marked. With `?link` it
 * is read through a public access link, so whoever holds the link sees it without logging in.
 */
export default function NftSeatMapView() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const link = useSearchParams()[0].get("link");
  const navigate = useNavigate();
  const map = useQuery({
    queryKey: ["nfts", "seat", id, link],
    // A public page: a visitor without a session is told to sign in, not sent away.
    queryFn: () =>
      api<TNftSeatMap>(
        link ? `/access_links/${encodeURIComponent(link)}/nfts/${id}/seat` : `/nfts/${id}/seat`,
        {
          rethrow401: true,
        },
      ),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
  if (map.isPending) return <Spinner label={t("common.loading")} />;
  if (map.isError) {
    const status = map.error instanceof ApiError ? map.error.status : 0;
    if (status === 401)
      return (
        <StatusMessage
          title={t("wallet.seat.noneTitle")}
          text={t("wallet.seat.signIn")}
          action={{ label: t("login.submit"), onClick: () => navigate("/login/start") }}
        />
      );
    const missing = status === 404;
    return missing ? (
      <StatusMessage title={t("wallet.seat.noneTitle")} text={t("wallet.seat.noneText")} />
    ) : (
      <ErrorState onRetry={() => map.refetch()} />
    );
  }
  const { place, zones, seats, seatId, seatName } = map.data;
  const mine = seats.find((s) => s.id === seatId);
  return (
    <div className={styles.page}>
      <p className={styles.seat}>
        <span>{t("wallet.seat.yours")}</span>
        <strong data-testid="seat-name">{seatName}</strong>
      </p>
      <svg
        className={styles.map}
        viewBox={`0 0 ${place.width} ${place.height}`}
        role="img"
        aria-label={t("wallet.seat.mapLabel", { place: place.name, seat: seatName })}
      >
        <rect x="0" y="0" width={place.width} height={place.height} className={styles.floor} />
        <rect
          x={place.width * 0.3}
          y={place.height * 0.02}
          width={place.width * 0.4}
          height={place.height * 0.06}
          className={styles.stage}
          rx="8"
        />
        <text x={place.width / 2} y={place.height * 0.06} className={styles.stageLabel} textAnchor="middle">
          {t("wallet.seat.stage")}
        </text>
        {zones.map((z) => (
          <polygon
            key={z.id}
            points={z.shape.points.map((p) => p.join(",")).join(" ")}
            fill={z.color}
            className={styles.zone}
          />
        ))}
        {seats.map((s) =>
          s.id === seatId ? null : <circle key={s.id} cx={s.x} cy={s.y} r={6} className={styles.dot} />,
        )}
        {mine && (
          <g data-testid="my-seat">
            <circle cx={mine.x} cy={mine.y} r={16} className={styles.halo} />
            <circle cx={mine.x} cy={mine.y} r={9} className={styles.mine} />
          </g>
        )}
      </svg>
      <p className={styles.place}>{place.name}</p>
    </div>
  );
}
