/**
 * The purchase stages of spec §2, in order: PayDateTimeView, PayGroupSelectView, then either
 * PayPriceSelectView (general admission) or PaySeatSelectView and PaySeatPriceSelectView (seated),
 * then PayCustomerInputView (when the collection asks attendees for details), then PayGroupDetailView.
 */
export const PAY_BASE = "/discover/event/pay";

export const STAGES = ["date", "group", "seat", "seatPrice", "price", "buyer", "detail"] as const;
export type Stage = (typeof STAGES)[number];

export const STAGE_PATH: Record<Stage, string> = {
  date: `${PAY_BASE}/date`,
  group: `${PAY_BASE}/group`,
  seat: `${PAY_BASE}/seat`,
  seatPrice: `${PAY_BASE}/seat/price`,
  price: `${PAY_BASE}/price`,
  buyer: `${PAY_BASE}/buyer`,
  detail: `${PAY_BASE}/detail`,
};

/** What decides which stages a purchase goes through. */
export interface Flow {
  /** The collection sells dates (a membership without dates starts at the group). */
  dated: boolean;
  /** The chosen group sells seats of a zone. */
  seated: boolean;
  /** The collection asks each attendee for details. */
  qtnr: boolean;
}

export function stagesOf(flow: Flow): Stage[] {
  return [
    ...(flow.dated ? (["date"] as const) : []),
    "group",
    ...(flow.seated ? (["seat", "seatPrice"] as const) : (["price"] as const)),
    ...(flow.qtnr ? (["buyer"] as const) : []),
    "detail",
  ];
}

/** The stage after `stage` in this flow (null after the last). */
export function nextStage(flow: Flow, stage: Stage): Stage | null {
  const stages = stagesOf(flow);
  const at = stages.indexOf(stage);
  return at < 0 ? null : (stages[at + 1] ?? null);
}

export function stageOfPath(pathname: string): Stage | null {
  const path = pathname.replace(/\/+$/, "");
  const found = STAGES.find((s) => STAGE_PATH[s] === path);
  return found ?? null;
}

/** Stages during which the customer's seat hold is kept; leaving to any other page lets it go. */
const HOLD_STAGES: readonly Stage[] = ["seat", "seatPrice", "buyer", "detail"];

/**
 * Whether a seat hold should survive arriving at `pathname`: the seat stages and the ones after
 * them, and the payment result (the checkout comes back there with the hold tied to the order).
 */
export function keepsSeatHold(pathname: string): boolean {
  const stage = stageOfPath(pathname);
  return (stage !== null && HOLD_STAGES.includes(stage)) || pathname.startsWith("/pay/result/");
}

/** Where a purchase starts, and the event page it came from, for the two apps' paths of spec §2. */
export function entryPaths(app: "discover" | "event", cltnId: number) {
  return app === "event"
    ? { entry: `/event/pay/${cltnId}`, detail: `/event/detail/${cltnId}` }
    : { entry: `/discover/pay/${cltnId}`, detail: `/discover/detail/${cltnId}` };
}
