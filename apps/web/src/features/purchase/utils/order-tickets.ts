import type { TOrderDetail, TOrderTicket } from "@admit/contract/sale";
import type { TFunction } from "../../../lib/i18n.ts";
import { personLabel, personName } from "../../../lib/person-name.ts";

/** Where a ticket of an order is now, in words: in the wallet, sent to whom, resold, used… */
export function ticketStateText(ticket: TOrderTicket, t: TFunction): string {
  if (ticket.state === "SENT")
    return personName(ticket.to)
      ? t("orders.ticketState.SENT", { name: personLabel(t, ticket.to, "") })
      : t("orders.ticketState.sentNoName");
  return t(`orders.ticketState.${ticket.state}`);
}

/** Every ticket of the order left its buyer (sent, resold): nothing of it is theirs to change. */
export const allTicketsGone = (order: Pick<TOrderDetail, "tickets">) =>
  order.tickets.length > 0 && order.tickets.every((ticket) => !ticket.held);
