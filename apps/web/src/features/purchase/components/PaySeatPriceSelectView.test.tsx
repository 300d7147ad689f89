import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en.json";
import { renderScreen } from "../../../test/render-screen.tsx";
import { useOrderStore } from "../stores/order-store.ts";
import { CONCERT, STANDING, storeOrder } from "../testing/order-fixture.ts";
import { STAGE_PATH } from "../utils/wizard-flow.ts";
import PaySeatPriceSelectView from "./PaySeatPriceSelectView.tsx";

const SEATED = { ...STANDING, id: 12, name: "Stalls", isSeated: true, zoneName: "Stalls" };
const holdEnd = () => new Date(Date.now() + 10 * 60_000).toISOString();

function twoHeldSeats() {
  storeOrder({ cltn: { ...CONCERT, isSeated: true } });
  const { ticket } = useOrderStore.getState();
  useOrderStore.setState({
    ticket: { ...ticket, groupList: [SEATED], groupId: SEATED.id },
    seatReqId: "sel_1",
    seatRefTime: holdEnd(),
    seatList: [
      { id: 1, zoneId: 2, row: "E", number: 7, priceId: null },
      { id: 2, zoneId: 2, row: "E", number: 8, priceId: null },
    ],
  });
}

describe("PaySeatPriceSelectView", () => {
  it("asks a price for each held seat and goes on once every seat has one and the server agrees", async () => {
    twoHeldSeats();
    const { calls } = renderScreen(<PaySeatPriceSelectView />, {
      path: STAGE_PATH.seatPrice,
      api: (call) => {
        if (call.path === "/discover/payment/valid") return { body: { ok: true } };
        if (call.path.startsWith("/discover/seats/reserve")) return { body: { endTime: holdEnd() } };
      },
    });
    const next = screen.getByRole("button", { name: en.pay.next });
    expect(next).toBeDisabled();
    await userEvent.click(screen.getAllByRole("radio", { name: /Adult/ })[0] as HTMLElement);
    expect(next).toBeDisabled();
    await userEvent.click(screen.getAllByRole("radio", { name: /Youth/ })[1] as HTMLElement);
    expect(next).toBeEnabled();
    expect(screen.getByText("₩95,000")).toBeInTheDocument();

    await userEvent.click(next);
    await waitFor(() => expect(screen.getByTestId("navigated")).toHaveTextContent(STAGE_PATH.detail));
    expect(calls.find((c) => c.path === "/discover/payment/valid")?.body).toEqual([
      { id: SEATED.id, count: 2 },
    ]);
    expect(useOrderStore.getState().seatList.map((s) => s.priceId)).toEqual([71, 72]);
  });

  it("sends a customer whose seats are no longer held back to the seat map", async () => {
    twoHeldSeats();
    useOrderStore.setState({ seatReqId: null, seatList: [] });
    renderScreen(<PaySeatPriceSelectView />, { path: STAGE_PATH.seatPrice });
    expect(await screen.findByTestId("navigated")).toHaveTextContent(STAGE_PATH.seat);
  });
});
