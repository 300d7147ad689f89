import type { TSaleSeat } from "@admit/contract/sale";
import { describe, expect, it } from "vitest";
import { bestAvailable, mySeats, seatName, seatPitch, seatViewport, toggleSeat } from "./seat-selection.ts";

const seat = (id: number, state: TSaleSeat["state"] = "AVAILABLE", x = id * 10): TSaleSeat => ({
  id,
  zoneId: 1,
  row: "A",
  number: id,
  x,
  y: 10,
  state,
});

describe("choosing seats", () => {
  it("adds free seats up to the limit and says when the limit is reached", () => {
    expect(toggleSeat([], seat(1), 2)).toEqual({ ok: true, ids: [1] });
    expect(toggleSeat([1], seat(2), 2)).toEqual({ ok: true, ids: [1, 2] });
    expect(toggleSeat([1, 2], seat(3), 2)).toEqual({ ok: false, reason: "max" });
  });

  it("lets go of the customer's own seat, held or just chosen", () => {
    expect(toggleSeat([1, 2], seat(1, "MINE"), 2)).toEqual({ ok: true, ids: [2] });
    expect(toggleSeat([2], seat(2), 2)).toEqual({ ok: true, ids: [] });
  });

  it("refuses seats someone else holds or bought, even under the limit", () => {
    expect(toggleSeat([], seat(4, "HELD"), 4)).toEqual({ ok: false, reason: "taken" });
    expect(toggleSeat([], seat(5, "SOLD"), 4)).toEqual({ ok: false, reason: "taken" });
  });

  it("refuses every seat when nothing more can be bought", () => {
    expect(toggleSeat([], seat(1), 0)).toEqual({ ok: false, reason: "max" });
  });

  it("lists the seats the map marks as the customer's and names them by row and number", () => {
    expect(mySeats([seat(1), seat(2, "MINE"), seat(3, "HELD")]).map((s) => s.id)).toEqual([2]);
    expect(seatName({ row: "B", number: 12 })).toBe("B-12");
  });
});

describe("the seat map's size", () => {
  const zone = {
    shape: {
      type: "polygon" as const,
      points: [
        [300, 170],
        [700, 170],
        [700, 410],
        [300, 410],
      ] as [number, number][],
    },
  };
  const rows = [323, 350, 377, 404].map((x, i) => ({ ...seat(i + 1, "AVAILABLE", x), y: 195 }));

  it("measures the pitch within a row", () => {
    expect(seatPitch(rows)).toBe(27);
    expect(seatPitch([])).toBe(24);
  });

  it("frames the zone with a margin and draws it wide enough to tap a seat", () => {
    const view = seatViewport(zone, rows, { screenPx: 350 });
    expect(view).toMatchObject({ x: 273, y: 143, width: 454, height: 294 });
    // 454 units / 27 per seat × 30 px ≈ 505 px: wider than the screen, so it scrolls.
    expect(view.widthPx).toBe(505);
    expect(view.radius).toBeCloseTo(10.8);
    expect(seatViewport(zone, rows, { screenPx: 900 }).widthPx).toBe(900);
  });
});

describe("bestAvailable", () => {
  // Two rows of six, row A nearer the stage (y 0); seats 10 units apart, centred on x 50.
  const seat = (
    id: number,
    row: string,
    number: number,
    state: TSaleSeat["state"] = "AVAILABLE",
  ): TSaleSeat => ({
    id,
    zoneId: 1,
    row,
    number,
    x: 25 + number * 10,
    y: row === "A" ? 20 : 30,
    state,
  });
  const stage = { x: 60, y: 0 };

  it("picks consecutive free seats of one row, nearest the stage's centre", () => {
    const seats = [1, 2, 3, 4, 5, 6].flatMap((n) => [seat(n, "A", n), seat(10 + n, "B", n)]);
    expect(bestAvailable(seats, 2, stage)).toEqual([3, 4]);
    expect(bestAvailable(seats, 1, stage)).toEqual([3]);
  });

  it("skips taken seats and gaps, going back a row when the front has no run long enough", () => {
    const seats = [
      seat(1, "A", 1),
      seat(2, "A", 2, "SOLD"),
      seat(3, "A", 3),
      seat(4, "A", 4, "HELD"),
      seat(5, "A", 5),
      seat(6, "A", 6),
      ...[1, 2, 3, 4, 5, 6].map((n) => seat(10 + n, "B", n)),
    ];
    expect(bestAvailable(seats, 2, stage)).toEqual([5, 6]);
    // B2–B4 and B3–B5 are as near the centre: the lower numbers win the tie.
    expect(bestAvailable(seats, 3, stage)).toEqual([12, 13, 14]);
    // The customer's own seats are free to pick again; seven together exist nowhere.
    expect(bestAvailable([seat(1, "A", 1, "MINE"), seat(2, "A", 2)], 2, stage)).toEqual([1, 2]);
    expect(bestAvailable(seats, 7, stage)).toBeNull();
  });
});
