import type { TSaleZoneMap } from "@admit/contract/sale";
import type { CSSProperties } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import styles from "./SeatMap.module.css";

const centre = (points: [number, number][]) => {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2] as const;
};

/** The place's zones on a date, the chosen one stressed and the ones not on sale greyed (a picture: the list chooses). */
/** Where the stage's centre is drawn, as a share of the place map's height (its width's middle). */
export const STAGE_Y = 0.055;

export function ZoneMap({
  map,
  chosenZoneId,
  offZoneIds,
  placeName,
}: {
  map: TSaleZoneMap;
  chosenZoneId: number | null;
  offZoneIds: ReadonlySet<number>;
  placeName: string;
}) {
  const { t } = useTranslation();
  const { width, height } = map;
  return (
    <svg
      className={styles.zoneMap}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={t("pay.seat.zoneMapLabel", { place: placeName })}
    >
      <rect x="0" y="0" width={width} height={height} className={styles.floor} />
      <rect
        x={width * 0.3}
        y={height * 0.02}
        width={width * 0.4}
        height={height * 0.07}
        rx="8"
        className={styles.stage}
      />
      <text x={width / 2} y={height * 0.065} textAnchor="middle" className={styles.stageLabel}>
        {t("wallet.seat.stage")}
      </text>
      {map.zones.map((zone) => {
        const [cx, cy] = centre(zone.shape.points);
        return (
          <g key={zone.id}>
            <polygon
              points={zone.shape.points.map((p) => p.join(",")).join(" ")}
              className={styles.zone}
              data-chosen={zone.id === chosenZoneId || undefined}
              data-off={offZoneIds.has(zone.id) || undefined}
              style={{ "--zone": zone.color } as CSSProperties}
            />
            <text x={cx} y={cy} textAnchor="middle" dominantBaseline="middle" className={styles.zoneLabel}>
              {zone.name.split(" · ")[0]}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
