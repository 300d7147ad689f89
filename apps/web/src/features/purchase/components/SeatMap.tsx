import type { TSaleSeat, TSaleZoneMap } from "@admit/contract/sale";
import { type CSSProperties, type KeyboardEvent, useMemo, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { seatName, seatViewport } from "../utils/seat-selection.ts";
import styles from "./SeatMap.module.css";

type Zone = TSaleZoneMap["zones"][number];

/** The screen's width available to the map (the page's column less its padding). */
const screenWidth = () => Math.min(typeof window === "undefined" ? 390 : window.innerWidth, 480) - 40;

/**
 * One zone's seats, drawn where they are (spec §4 seat states): free seats in the zone's colour,
 * the customer's filled with a tick, held and sold ones greyed. Each seat is a toggle.
 */
export function SeatMap({
  zone,
  seats,
  pendingId,
  onToggle,
}: {
  zone: Zone;
  seats: TSaleSeat[];
  /** A seat whose hold is being asked for. */
  pendingId: number | null;
  onToggle: (seat: TSaleSeat) => void;
}) {
  const { t } = useTranslation();
  const [screenPx] = useState(screenWidth);
  const view = useMemo(() => seatViewport(zone, seats, { screenPx }), [zone, seats, screenPx]);
  const rows = useMemo(() => {
    const first = new Map<string, TSaleSeat>();
    for (const seat of seats) {
      const had = first.get(seat.row);
      if (!had || seat.x < had.x) first.set(seat.row, seat);
    }
    return [...first.values()];
  }, [seats]);
  const r = view.radius;
  const stateText = (seat: TSaleSeat) => t(`pay.seat.state.${seat.state}`);
  const handleKey = (seat: TSaleSeat) => (e: KeyboardEvent) => {
    if (e.key !== "Enter" && e.key !== " ") return;
    e.preventDefault();
    onToggle(seat);
  };

  return (
    <div className={styles.scroller}>
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG cannot be a fieldset; its seats are the group's buttons */}
      <svg
        className={styles.seatMap}
        viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
        width={view.widthPx}
        style={{ "--zone": zone.color } as CSSProperties}
        role="group"
        aria-label={t("pay.seat.mapLabel", { zone: zone.name })}
      >
        <polygon points={zone.shape.points.map((p) => p.join(",")).join(" ")} className={styles.outline} />
        {rows.map((seat) => (
          <text
            key={seat.row}
            x={seat.x - r * 2.2}
            y={seat.y}
            fontSize={r * 1.3}
            textAnchor="middle"
            dominantBaseline="central"
            className={styles.rowLabel}
          >
            {seat.row}
          </text>
        ))}
        {seats.map((seat) => {
          const takeable = seat.state === "AVAILABLE" || seat.state === "MINE";
          return (
            // biome-ignore lint/a11y/useSemanticElements: SVG has no button element; the seat is drawn where it sits
            <g
              key={seat.id}
              role="button"
              tabIndex={takeable ? 0 : -1}
              aria-pressed={seat.state === "MINE"}
              aria-disabled={!takeable || undefined}
              aria-label={t("pay.seat.seatLabel", { seat: seatName(seat), state: stateText(seat) })}
              className={styles.seat}
              data-state={seat.state}
              data-pending={seat.id === pendingId || undefined}
              data-seat={seatName(seat)}
              onClick={() => onToggle(seat)}
              onKeyDown={handleKey(seat)}
            >
              <circle cx={seat.x} cy={seat.y} r={r} />
              {seat.state === "MINE" && (
                <path
                  className={styles.check}
                  strokeWidth={r * 0.28}
                  d={`M${seat.x - r * 0.45} ${seat.y} l${r * 0.3} ${r * 0.32} l${r * 0.6} -${r * 0.62}`}
                />
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}

/** What the seat colours mean. */
export function SeatLegend({ color }: { color: string }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.legend} style={{ "--zone": color } as CSSProperties}>
      {(["AVAILABLE", "MINE", "HELD", "SOLD"] as const).map((state) => (
        <li key={state}>
          <span className={styles.dot} data-state={state} aria-hidden="true" />
          {t(`pay.seat.state.${state}`)}
        </li>
      ))}
    </ul>
  );
}
