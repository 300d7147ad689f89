import type { TOrderDetail } from "@admit/contract/sale";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en.json";
import { renderScreen } from "../../../test/render-screen.tsx";
import { freeOrderOf, quoteOf } from "../testing/order-fixture.ts";
import OrderDetailView from "./OrderDetailView.tsx";

/** Two tickets bought together: the first sent to Dana Cho, the second still held. */
const ORDER: TOrderDetail = {
  ...freeOrderOf(quoteOf(2), "ord_movedtwo1"),
  status: "ISSUED",
  tickets: [
    { nftId: 1, state: "SENT", held: false, to: "Dana Cho", refundable: false },
    { nftId: 2, state: "HELD", held: true, to: null, refundable: true },
  ],
  refundQuote: {
    refundable: false,
    fee: 0,
    refund: 0,
    bookingFeeRefunded: false,
    daysBefore: 30,
    rule: "tickets-moved",
  },
};

describe("OrderDetailView", () => {
  it("says where each ticket went, opens only the one held, and offers no cancel once one left", async () => {
    renderScreen(<OrderDetailView />, {
      path: "/profile/orders/ord_movedtwo1",
      pattern: "/profile/orders/:id",
      api: (call) => (call.path === "/discover/orders/ord_movedtwo1" ? { body: ORDER } : undefined),
    });
    const rows = within(await screen.findByTestId("order-tickets")).getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent(en.orders.ticketState.SENT.replace("{{name}}", "Dana Cho"));
    expect(within(rows[0] as HTMLElement).queryByRole("link")).toBeNull();
    expect(rows[1]).toHaveTextContent(en.orders.ticketState.HELD);
    expect(within(rows[1] as HTMLElement).getByRole("link", { name: "Ticket 2" })).toHaveAttribute(
      "href",
      "/nft/2",
    );
    expect(screen.getByTestId("order-cancel-moved")).toHaveTextContent(en.orders.cancelMoved);
    expect(screen.queryByRole("button", { name: en.orders.cancel })).toBeNull();
  });
});
