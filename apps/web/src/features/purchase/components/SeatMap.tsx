import type { TSaleSeat, TSaleZoneMap } from "@admit/contract/sale";
import { type CSSProperties, type KeyboardEvent, type PointerEvent, useMemo, useRef, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { seatName, seatPitch, seatViewport } from "../utils/seat-selection.ts";
import styles from "./SeatMap.module.css";

type Zone = TSaleZoneMap["zones"][number];

/** The screen's width available to the map (the page's column less its padding). */
const screenWidth = () => Math.min(typeof window === "undefined" ? 390 : window.innerWidth, 480) - 40;

/** A seat is a finger's width apart at this size: below it, a tap zooms in instead of choosing. */
export const TAP_PITCH_PX = 44;

/** The map's widths from the whole zone on the screen to seats a finger and a half apart. */
export function zoomLevels(fitPx: number, tapPx: number): number[] {
  const levels = [fitPx, (fitPx + tapPx) / 2, tapPx, tapPx * 1.5].map(Math.round);
  return [...new Set(levels.filter((w) => w >= fitPx))].sort((a, b) => a - b);
}

/**
 * The map's zoom: it opens with seats a finger apart, steps between zoomLevels, and keeps the
 * point looked at in place.
 */
function useSeatZoom(zone: Zone, seats: TSaleSeat[]) {
  const [fitPx] = useState(screenWidth);
  const view = useMemo(() => seatViewport(zone, seats, { screenPx: fitPx }), [zone, seats, fitPx]);
  const pitch = useMemo(() => seatPitch(seats), [seats]);
  const tapPx = Math.max(fitPx, Math.ceil((view.width / pitch) * TAP_PITCH_PX));
  const levels = useMemo(() => zoomLevels(fitPx, tapPx), [fitPx, tapPx]);
  const [widthPx, setWidthPx] = useState(tapPx);
  const scroller = useRef<HTMLDivElement>(null);
  const scale = widthPx / view.width;
  const heightPx = Math.round(view.height * scale);
  const aimable = pitch * scale >= TAP_PITCH_PX - 0.5;

  /** Draws the map `next` px wide, keeping the point at `focus` (map units) where it was, or centred. */
  const zoomTo = (next: number, focus?: { x: number; y: number }) => {
    const el = scroller.current;
    const width = Math.min(Math.max(next, levels[0] ?? fitPx), levels.at(-1) ?? tapPx);
    setWidthPx(width);
    if (!el) return;
    const k = width / view.width;
    const fx = focus ? (focus.x - view.x) * k : (el.scrollLeft + el.clientWidth / 2) * (width / widthPx);
    requestAnimationFrame(() => {
      el.scrollLeft = fx - el.clientWidth / 2;
      if (focus) el.scrollTop = (focus.y - view.y) * k - el.clientHeight / 2;
    });
  };
  const step = (dir: 1 | -1) => {
    const next =
      dir > 0 ? levels.find((w) => w > widthPx + 1) : [...levels].reverse().find((w) => w < widthPx - 1);
    if (next !== undefined) zoomTo(next);
  };
  return { view, pitch, tapPx, levels, fitPx, widthPx, scroller, scale, heightPx, aimable, zoomTo, step };
}

/** The row letters, at the left edge whatever the scroll, beside each row's first seat. */
function RowLabels({ seats, top }: { seats: TSaleSeat[]; top: (y: number) => number }) {
  const rows = useMemo(() => {
    const first = new Map<string, TSaleSeat>();
    for (const seat of seats) {
      const had = first.get(seat.row);
      if (!had || seat.x < had.x) first.set(seat.row, seat);
    }
    return [...first.values()];
  }, [seats]);
  return (
    <div className={styles.rowLabels} aria-hidden="true">
      {rows.map((seat) => (
        <span key={seat.row} className={styles.rowLabel} style={{ top: top(seat.y) }}>
          {seat.row}
        </span>
      ))}
    </div>
  );
}

/** Two fingers pinch: the map follows their spread, from the width it had when the second touched. */
function usePinch(widthPx: number, zoomTo: (next: number) => void) {
  const pinch = useRef<{ ids: Map<number, number>; start: number; from: number } | null>(null);
  const onPointerDown = (e: PointerEvent) => {
    const p = pinch.current ?? { ids: new Map<number, number>(), start: 0, from: widthPx };
    p.ids.set(e.pointerId, e.clientX);
    if (p.ids.size === 2) {
      const [a, b] = [...p.ids.values()] as [number, number];
      p.start = Math.abs(a - b) || 1;
      p.from = widthPx;
    }
    pinch.current = p;
  };
  const onPointerMove = (e: PointerEvent) => {
    const p = pinch.current;
    if (!p?.ids.has(e.pointerId)) return;
    p.ids.set(e.pointerId, e.clientX);
    if (p.ids.size !== 2) return;
    const [a, b] = [...p.ids.values()] as [number, number];
    zoomTo(p.from * (Math.abs(a - b) / p.start));
  };
  const onPointerUp = (e: PointerEvent) => {
    pinch.current?.ids.delete(e.pointerId);
    if (pinch.current?.ids.size === 0) pinch.current = null;
  };
  return { onPointerDown, onPointerMove, onPointerUp };
}

/** The zoom buttons, and the hint while seats are too small to aim at. */
function ZoomBar(props: {
  onStep: (dir: 1 | -1) => void;
  canZoomOut: boolean;
  canZoomIn: boolean;
  aimable: boolean;
}) {
  const { onStep, canZoomOut, canZoomIn, aimable } = props;
  const { t } = useTranslation();
  return (
    <div className={styles.zoomBar}>
      <button
        type="button"
        className={styles.zoomButton}
        onClick={() => onStep(-1)}
        disabled={!canZoomOut}
        aria-label={t("pay.seat.zoomOut")}
      >
        −
      </button>
      <button
        type="button"
        className={styles.zoomButton}
        onClick={() => onStep(1)}
        disabled={!canZoomIn}
        aria-label={t("pay.seat.zoomIn")}
      >
        +
      </button>
      {!aimable && <span className={styles.zoomHint}>{t("pay.seat.tapToZoom")}</span>}
    </div>
  );
}

/** One seat: the whole pitch is the target, its state a dot (with a tick when it is the customer's). */
function SeatDot(props: {
  seat: TSaleSeat;
  pitch: number;
  r: number;
  pending: boolean;
  onChoose: () => void;
  onToggle: () => void;
}) {
  const { seat, pitch, r, pending, onChoose, onToggle } = props;
  const { t } = useTranslation();
  const takeable = seat.state === "AVAILABLE" || seat.state === "MINE";
  const handleKey = (e: KeyboardEvent) => {
    if (e.key !== "Enter" && e.key !== " ") return;
    e.preventDefault();
    onToggle();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: SVG has no button element; the seat is drawn where it sits
    <g
      role="button"
      tabIndex={takeable ? 0 : -1}
      aria-pressed={seat.state === "MINE"}
      aria-disabled={!takeable || undefined}
      aria-label={t("pay.seat.seatLabel", { seat: seatName(seat), state: t(`pay.seat.state.${seat.state}`) })}
      className={styles.seat}
      data-state={seat.state}
      data-pending={pending || undefined}
      data-seat={seatName(seat)}
      onClick={onChoose}
      onKeyDown={handleKey}
    >
      {/* The whole pitch is the target; the dot is drawn inside it. */}
      <rect
        className={styles.hit}
        x={seat.x - pitch / 2}
        y={seat.y - pitch / 2}
        width={pitch}
        height={pitch}
      />
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
}

/**
 * One zone's seats, drawn where they are (spec §4 seat states): free seats in the zone's colour,
 * the customer's filled with a tick, held and sold ones greyed. It opens with seats a finger apart
 * (44 px); the buttons and a pinch zoom out to the whole zone and back, and a tap on a seat too
 * small to aim at zooms in there first. Row letters stay at the left edge while it scrolls.
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
  const { view, pitch, tapPx, levels, fitPx, widthPx, scroller, scale, heightPx, aimable, zoomTo, step } =
    useSeatZoom(zone, seats);
  const r = view.radius;
  const choose = (seat: TSaleSeat) => {
    if (aimable) onToggle(seat);
    else zoomTo(tapPx, seat);
  };
  const pinch = usePinch(widthPx, zoomTo);

  return (
    <div className={styles.mapBox}>
      <ZoomBar
        onStep={step}
        canZoomOut={widthPx > (levels[0] ?? fitPx)}
        canZoomIn={widthPx < (levels.at(-1) ?? tapPx)}
        aimable={aimable}
      />
      <div
        ref={scroller}
        className={styles.scroller}
        onPointerDown={pinch.onPointerDown}
        onPointerMove={pinch.onPointerMove}
        onPointerUp={pinch.onPointerUp}
        onPointerCancel={pinch.onPointerUp}
        data-testid="seat-scroller"
      >
        <div className={styles.canvas} style={{ width: widthPx, height: heightPx }}>
          <RowLabels seats={seats} top={(y) => (y - view.y) * scale} />
          {/* biome-ignore lint/a11y/useSemanticElements: an SVG cannot be a fieldset; its seats are the group's buttons */}
          <svg
            className={styles.seatMap}
            viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
            width={widthPx}
            height={heightPx}
            style={{ "--zone": zone.color } as CSSProperties}
            role="group"
            aria-label={t("pay.seat.mapLabel", { zone: zone.name })}
            data-zoom={aimable ? "seats" : "overview"}
          >
            <polygon
              points={zone.shape.points.map((p) => p.join(",")).join(" ")}
              className={styles.outline}
            />
            {seats.map((seat) => (
              <SeatDot
                key={seat.id}
                seat={seat}
                pitch={pitch}
                r={r}
                pending={seat.id === pendingId}
                onChoose={() => choose(seat)}
                onToggle={() => onToggle(seat)}
              />
            ))}
          </svg>
        </div>
      </div>
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
