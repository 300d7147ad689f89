import type { OrderData } from "../stores/order-store.ts";
import { flowOf, selectedGroup, ticketCount } from "../stores/order-store.ts";
import type { Stage } from "./wizard-flow.ts";

/**
 * Where a customer who opens `stage` without what it needs goes instead (spec §2 stage order):
 * the earliest stage still missing its choice, "start" when there is no purchase at all (another
 * tab finished it, or the link was opened cold), or null when the stage can show.
 */
export function stageBlocker(order: OrderData, stage: Stage): Stage | "start" | null {
  if (!order.cltn || !order.crcy) return "start";
  if (stage === "date") return order.cltn.dated ? null : "group";
  if (order.cltn.dated && !order.ticket.date) return "date";
  if (stage === "group") return null;
  const group = selectedGroup(order);
  if (!group) return "group";
  const flow = flowOf(order);
  if (stage === "seat") return flow.seated ? null : "price";
  if (stage === "price") return flow.seated ? "seat" : null;
  if (flow.seated && (order.seatReqId === null || order.seatList.length === 0)) return "seat";
  if (stage === "seatPrice") return null;
  const priced = flow.seated ? order.seatList.every((s) => s.priceId !== null) : ticketCount(order) > 0;
  if (!priced) return flow.seated ? "seatPrice" : "price";
  if (stage === "buyer") return flow.qtnr ? null : "detail";
  if (flow.qtnr && order.customer.length !== ticketCount(order)) return "buyer";
  return null;
}
