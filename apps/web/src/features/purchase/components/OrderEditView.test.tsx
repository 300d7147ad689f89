import type { TOrderDetail } from "@admit/contract/sale";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en.json";
import { renderScreen } from "../../../test/render-screen.tsx";
import { freeOrderOf, quoteOf } from "../testing/order-fixture.ts";
import OrderEditView from "./OrderEditView.tsx";

const TEMPLATE = {
  id: 5,
  name: "Attendee",
  required: true,
  items: [
    { id: "name", name: "Name", type: "TEXT", required: true, editable: true },
    { id: "phone", name: "Phone", type: "TEXT", required: true, editable: true, key: "phone" },
  ],
};

/** Two tickets bought together; the first was sent to Dana Cho. */
const ORDER: TOrderDetail = {
  ...freeOrderOf(quoteOf(2), "ord_sentone01"),
  status: "ISSUED",
  attendees: [
    { name: "Mina Kim", phone: "01012345670" },
    { name: "Joon Park", phone: "01012345671" },
  ],
  tickets: [
    { nftId: 1, state: "SENT", held: false, to: "Dana Cho", refundable: false },
    { nftId: 2, state: "HELD", held: true, to: null, refundable: true },
  ],
};

describe("OrderEditView", () => {
  it("leaves a ticket that was sent as it is, saying its holder answers, and saves the one still held", async () => {
    const { calls } = renderScreen(<OrderEditView />, {
      path: "/profile/orders/edit/ord_sentone01",
      pattern: "/profile/orders/edit/:id",
      api: (call) => {
        if (call.path === "/discover/orders/ord_sentone01") return { body: ORDER };
        if (call.path === `/discover/cltns/${ORDER.cltnId}/qtnr-template`) return { body: TEMPLATE };
        return undefined;
      },
    });
    expect(await screen.findByTestId("attendee-gone")).toHaveTextContent(
      `${en.orders.ticketState.SENT.replace("{{name}}", "Dana Cho")} · ${en.orders.ticketGone}`,
    );
    const names = screen.getAllByLabelText(/Name/);
    expect(names).toHaveLength(1);
    await userEvent.clear(names[0] as HTMLElement);
    await userEvent.type(names[0] as HTMLElement, "Joon-ho Park");
    await userEvent.click(screen.getByRole("button", { name: en.qtnr.save }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      attendees: [null, { name: "Joon-ho Park", phone: "+821012345671" }],
    });
  });
});
