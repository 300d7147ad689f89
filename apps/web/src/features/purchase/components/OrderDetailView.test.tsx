import type { TOrderDetail } from "@admit/contract/sale";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en.json";
import { renderScreen } from "../../../test/render-screen.tsx";
import { freeOrderOf, quoteOf } from "../testing/order-fixture.ts";
import OrderDetailView from "./OrderDetailView.tsx";

/** Two tickets bought together: the first sent to Dana Cho, the second still held. */
const ORDER: TOrderDetail = {
  ...freeOrderOf(quoteOf(2), "ord_movedtwo1"),
  status: "ISSUED",
  amount: 112_000,
  tickets: [
    { nftId: 1, state: "SENT", held: false, to: "Dana Cho", refundable: false },
    { nftId: 2, state: "HELD", held: true, to: null, refundable: true },
  ],
  refundQuote: {
    refundable: true,
    fee: 4_000,
    refund: 51_000,
    bookingFeeRefunded: false,
    daysBefore: 30,
    rule: "FLAT",
    nftIds: [2],
    partial: true,
  },
};

/** The same order once both tickets left: nothing is left to cancel. */
const ALL_GONE: TOrderDetail = {
  ...ORDER,
  id: "ord_movedtwo2",
  tickets: [
    { nftId: 1, state: "SENT", held: false, to: "Dana Cho", refundable: false },
    { nftId: 2, state: "RESOLD", held: false, to: null, refundable: false },
  ],
  refundQuote: {
    ...(ORDER.refundQuote as NonNullable<TOrderDetail["refundQuote"]>),
    refundable: false,
    fee: 0,
    refund: 0,
    rule: "tickets-moved",
    nftIds: [],
    partial: false,
  },
};

describe("OrderDetailView", () => {
  it("says where each ticket went, opens only the one held, and cancels only that one, its share shown first", async () => {
    const cancelled: TOrderDetail = {
      ...ORDER,
      listStatus: "part-refund",
      tickets: [
        ORDER.tickets[0] as TOrderDetail["tickets"][number],
        { nftId: 2, state: "REFUNDED", held: false, to: null, refundable: false },
      ],
      ticketRefunds: [
        {
          id: "r1",
          nftIds: [2],
          status: "REFUNDED",
          amount: 51_000,
          fee: 4_000,
          createdAt: "2026-11-26T00:00:00.000Z",
          refundedAt: "2026-11-26T00:00:01.000Z",
        },
      ],
      refundQuote: ALL_GONE.refundQuote,
    };
    const { calls } = renderScreen(<OrderDetailView />, {
      path: "/profile/orders/ord_movedtwo1",
      pattern: "/profile/orders/:id",
      api: (call) =>
        call.path === "/discover/orders/ord_movedtwo1/cancel"
          ? { body: cancelled }
          : call.path === "/discover/orders/ord_movedtwo1"
            ? { body: ORDER }
            : undefined,
    });
    const rows = within(await screen.findByTestId("order-tickets")).getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent(en.orders.ticketState.SENT.replace("{{name}}", "Dana Cho"));
    expect(within(rows[0] as HTMLElement).queryByRole("link")).toBeNull();
    expect(rows[1]).toHaveTextContent(en.orders.ticketState.HELD);
    expect(within(rows[1] as HTMLElement).getByRole("link", { name: "Ticket 2" })).toHaveAttribute(
      "href",
      "/nft/2",
    );
    expect(screen.queryByTestId("order-cancel-moved")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: en.orders.cancelHeld_one }));
    expect(await screen.findByTestId("cancel-count")).toHaveTextContent("1 of 2");
    expect(screen.getByTestId("cancel-part")).toHaveTextContent(
      "Only the tickets you still hold are cancelled: 1 of 2.",
    );
    expect(screen.getByTestId("cancel-fee")).toHaveTextContent("−₩4,000");
    // The ticket's share of the booking fee, not the order's.
    expect(screen.getByTestId("cancel-booking-fee")).toHaveTextContent("−₩1,000");
    expect(screen.getByTestId("cancel-refund")).toHaveTextContent("₩51,000");
    await userEvent.click(screen.getByRole("button", { name: "Cancel and refund ₩51,000" }));
    expect(await screen.findByTestId("ticket-refunds")).toHaveTextContent(en.orders.ticketRefund.REFUNDED);
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      path: "/discover/orders/ord_movedtwo1/cancel",
      body: { nftIds: [2] },
    });
  });

  it("offers no cancel once every ticket left, and says why", async () => {
    renderScreen(<OrderDetailView />, {
      path: "/profile/orders/ord_movedtwo2",
      pattern: "/profile/orders/:id",
      api: (call) => (call.path === "/discover/orders/ord_movedtwo2" ? { body: ALL_GONE } : undefined),
    });
    expect(await screen.findByTestId("order-cancel-moved")).toHaveTextContent(en.orders.cancelMoved);
    expect(screen.queryByRole("button", { name: en.orders.cancel })).toBeNull();
    expect(screen.queryByRole("button", { name: en.orders.cancelHeld_one })).toBeNull();
  });

  it("shows each answer's option by its label in the reader's language, not the option the answer keeps", async () => {
    const order: TOrderDetail = {
      ...ORDER,
      id: "ord_answers001",
      attendees: [{ how: "Other" }, { how: "Friend" }],
    };
    const { calls } = renderScreen(<OrderDetailView />, {
      path: "/profile/orders/ord_answers001",
      pattern: "/profile/orders/:id",
      api: (call) =>
        call.path === "/discover/orders/ord_answers001"
          ? { body: order }
          : call.path === `/discover/cltns/${order.cltnId}/qtnr-template`
            ? {
                body: {
                  id: 1,
                  name: "Attendee",
                  required: true,
                  items: [
                    {
                      id: "how",
                      name: "How did you hear of us?",
                      type: "SELECT",
                      required: true,
                      editable: true,
                      options: ["Friend", "Other"],
                      optionLabels: { Other: "Somewhere else" },
                    },
                  ],
                },
              }
            : undefined,
    });
    expect(await screen.findByText(/How did you hear of us\?: Somewhere else/)).toBeInTheDocument();
    expect(screen.getByText(/How did you hear of us\?: Friend/)).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain(`/discover/cltns/${order.cltnId}/qtnr-template`);
  });
});
