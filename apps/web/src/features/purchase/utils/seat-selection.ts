import type { TSaleSeat, TSaleZoneMap } from "@admit/contract/sale";

export type SeatToggle =
  | { ok: true; ids: number[] }
  /** `max`: the customer already has as many as one purchase may take; `taken`: not free. */
  | { ok: false; reason: "max" | "taken" };

/**
 * The customer's seats after tapping one: a seat of theirs (held or chosen) is let go, a free seat
 * is added up to `max`, a seat someone else holds or bought cannot be chosen.
 */
export function toggleSeat(selected: readonly number[], seat: Pick<TSaleSeat, "id" | "state">, max: number) {
  if (selected.includes(seat.id)) return { ok: true, ids: selected.filter((id) => id !== seat.id) } as const;
  if (seat.state === "HELD" || seat.state === "SOLD") return { ok: false, reason: "taken" } as const;
  if (selected.length >= max) return { ok: false, reason: "max" } as const;
  return { ok: true, ids: [...selected, seat.id] } as const satisfies SeatToggle;
}

/** The seats shown as the customer's: those the map marks MINE, in map order. */
export function mySeats(seats: readonly TSaleSeat[]): TSaleSeat[] {
  return seats.filter((s) => s.state === "MINE");
}

/** A seat's name as the order and the card write it: row and number. */
export const seatName = (seat: { row: string; number: number }) => `${seat.row}-${seat.number}`;

export interface SeatViewport {
  /** The SVG viewBox around the zone, in map units. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** How wide to draw it, in CSS px, so neighbouring seats are at least `minPitchPx` apart. */
  widthPx: number;
  /** Radius of a seat dot in map units: a little under half the pitch. */
  radius: number;
}

/** The smallest distance between two seats of a row (or of the zone, when rows are single seats). */
export function seatPitch(seats: readonly Pick<TSaleSeat, "row" | "x" | "y">[]): number {
  let pitch = Number.POSITIVE_INFINITY;
  const rows = new Map<string, number[]>();
  for (const s of seats) rows.set(s.row, [...(rows.get(s.row) ?? []), s.x]);
  for (const xs of rows.values()) {
    xs.sort((a, b) => a - b);
    for (let i = 1; i < xs.length; i++) {
      const gap = (xs[i] as number) - (xs[i - 1] as number);
      if (gap > 0) pitch = Math.min(pitch, gap);
    }
  }
  return Number.isFinite(pitch) ? pitch : 24;
}

/**
 * What part of the place map a zone's seat map shows, and at what size: the zone's outline and
 * seats with a margin, drawn wide enough that seats can be tapped (the page scrolls sideways when
 * that is wider than the screen).
 */
export function seatViewport(
  zone: Pick<TSaleZoneMap["zones"][number], "shape">,
  seats: readonly Pick<TSaleSeat, "row" | "x" | "y">[],
  options: { screenPx: number; minPitchPx?: number },
): SeatViewport {
  const xs = [...zone.shape.points.map((p) => p[0]), ...seats.map((s) => s.x)];
  const ys = [...zone.shape.points.map((p) => p[1]), ...seats.map((s) => s.y)];
  const pitch = seatPitch(seats);
  const margin = pitch;
  const x = Math.min(...xs) - margin;
  const y = Math.min(...ys) - margin;
  const width = Math.max(...xs) + margin - x;
  const height = Math.max(...ys) + margin - y;
  const minPitchPx = options.minPitchPx ?? 30;
  const widthPx = Math.max(options.screenPx, Math.ceil((width / pitch) * minPitchPx));
  return { x, y, width, height, widthPx, radius: pitch * 0.4 };
}

/**
 * The best `count` seats together: free seats of one row with consecutive numbers, the run whose
 * middle is nearest the stage's centre (`stage`, in map units; of runs as near, the lower numbers).
 * Seats already the customer's count as free (the pick replaces them). Null when no row has that
 * many together.
 */
export function bestAvailable(
  seats: readonly TSaleSeat[],
  count: number,
  stage: { x: number; y: number },
): number[] | null {
  if (count < 1) return null;
  const rows = new Map<string, TSaleSeat[]>();
  for (const seat of seats)
    if (seat.state === "AVAILABLE" || seat.state === "MINE")
      rows.set(seat.row, [...(rows.get(seat.row) ?? []), seat]);
  let best: { ids: number[]; distance: number } | null = null;
  for (const row of rows.values()) {
    row.sort((a, b) => a.number - b.number);
    for (let i = 0; i + count <= row.length; i++) {
      const run = row.slice(i, i + count);
      const together = run.every((s, k) => k === 0 || s.number === (run[k - 1] as TSaleSeat).number + 1);
      if (!together) continue;
      const mx = run.reduce((sum, s) => sum + s.x, 0) / count;
      const my = run.reduce((sum, s) => sum + s.y, 0) / count;
      const distance = Math.hypot(mx - stage.x, my - stage.y);
      if (!best || distance < best.distance - 1e-9) best = { ids: run.map((s) => s.id), distance };
    }
  }
  return best?.ids ?? null;
}
