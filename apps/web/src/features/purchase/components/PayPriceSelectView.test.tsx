import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en.json";
import { renderScreen } from "../../../test/render-screen.tsx";
import { useOrderStore } from "../stores/order-store.ts";
import { STANDING, storeOrder } from "../testing/order-fixture.ts";
import { STAGE_PATH } from "../utils/wizard-flow.ts";
import PayPriceSelectView from "./PayPriceSelectView.tsx";

describe("PayPriceSelectView", () => {
  it("counts tickets up to the account's limit, totals them, and goes on once the server agrees", async () => {
    storeOrder();
    const { calls } = renderScreen(<PayPriceSelectView />, {
      path: STAGE_PATH.price,
      api: (call) => (call.path === "/discover/payment/valid" ? { body: { ok: true } } : undefined),
    });
    const next = screen.getByRole("button", { name: en.pay.next });
    expect(next).toBeDisabled();
    const moreAdults = screen.getByRole("button", { name: "One more Adult" });
    for (let i = 0; i < 5; i++) if (!moreAdults.hasAttribute("disabled")) await userEvent.click(moreAdults);
    // Four is this account's limit (maxCnt): the fifth press is refused.
    expect(screen.getByText("That is the most you can buy: 4 tickets.")).toBeInTheDocument();
    expect(screen.getByTestId("price-total")).toHaveTextContent("₩220,000");
    expect(useOrderStore.getState().ticket.selectList).toEqual([{ priceId: 71, count: 4 }]);

    await userEvent.click(next);
    await waitFor(() => expect(screen.getByTestId("navigated")).toHaveTextContent(STAGE_PATH.detail));
    expect(calls.find((c) => c.path === "/discover/payment/valid")?.body).toEqual([
      { id: STANDING.id, count: 4 },
    ]);
  });

  it("shows the server's refusal and stays", async () => {
    storeOrder();
    renderScreen(<PayPriceSelectView />, {
      path: STAGE_PATH.price,
      api: () => ({ status: 400, body: { code: "MAX_COUNT", message: "too many", data: { count: 1 } } }),
    });
    await userEvent.click(screen.getByRole("button", { name: "One more Adult" }));
    await userEvent.click(screen.getByRole("button", { name: en.pay.next }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/1/);
    expect(screen.queryByTestId("navigated")).toBeNull();
  });

  it("tells a customer without a purchase (another tab finished it) where to start again", async () => {
    renderScreen(<PayPriceSelectView />, { path: STAGE_PATH.price });
    expect(screen.getByText(en.pay.noOrder.title)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: en.pay.next })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: en.pay.noOrder.action }));
    expect(screen.getByTestId("navigated")).toHaveTextContent("/discover");
  });
});
