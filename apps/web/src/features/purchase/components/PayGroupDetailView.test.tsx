import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { t } from "../../../lib/i18n.ts";
import en from "../../../locales/en.json";
import { type ApiCall, renderScreen } from "../../../test/render-screen.tsx";
import { useOrderStore } from "../stores/order-store.ts";
import { freeOrderOf, quoteOf, STANDING, storeOrder } from "../testing/order-fixture.ts";
import { STAGE_PATH } from "../utils/wizard-flow.ts";
import PayGroupDetailView from "./PayGroupDetailView.tsx";

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");

function orderOfTwo() {
  storeOrder();
  useOrderStore.getState().setCounts([{ priceId: 71, count: 2 }]);
}

describe("PayGroupDetailView", () => {
  it("shows the server's price and reserves only after the terms are agreed, with one key per submit", async () => {
    orderOfTwo();
    const { calls } = renderScreen(<PayGroupDetailView />, {
      path: STAGE_PATH.detail,
      api: (call) => {
        if (call.path === "/discover/nft_groups/price") return { body: quoteOf(2) };
        if (call.path === "/discover/orders/reservation")
          return {
            body: {
              orderId: "ord_1",
              amount: 112_000,
              currency: "KRW",
              expiresAt: "2026-12-01T00:00:00Z",
              checkout: null,
            },
          };
      },
    });
    expect(await screen.findByTestId("quote-total")).toHaveTextContent("₩112,000");
    // The terms are shown open, without a link away: leaving the purchase would let held seats go.
    expect(screen.getByText(en.refund.title)).toBeVisible();
    expect(screen.queryByRole("link", { name: en.refund.terms })).toBeNull();
    const pay = screen.getByRole("button", { name: fill(en.pay.detail.pay, { amount: "₩112,000" }) });
    expect(pay).toBeDisabled();
    await userEvent.click(screen.getByText(en.pay.detail.agree));
    expect(pay).toBeEnabled();
    await userEvent.click(pay);

    // No checkout to open (its script did not load): the screen says so, the order stays.
    expect(await screen.findByText(en.pay.detail.providerTitle)).toBeInTheDocument();
    const reserve = calls.find((c) => c.path === "/discover/orders/reservation") as ApiCall;
    expect(reserve.query.get("nftGroupId")).toBe(String(STANDING.id));
    expect(reserve.body).toEqual({
      priceUnit: "KRW",
      list: [{ id: 71, count: 2, price: 55_000 }],
      amount: 112_000,
      attendees: [],
      method: "CARD",
    });
    const key = reserve.headers.get("idempotency-key");
    expect(key).toBeTruthy();

    // Pay again for the same order: the same key, so the server answers the first reservation.
    await userEvent.click(screen.getByRole("button", { name: en.common.goBack }));
    await userEvent.click(
      screen.getByRole("button", { name: fill(en.pay.detail.pay, { amount: "₩112,000" }) }),
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.path === "/discover/orders/reservation")).toHaveLength(2),
    );
    expect(
      calls.filter((c) => c.path === "/discover/orders/reservation")[1]?.headers.get("idempotency-key"),
    ).toBe(key);
    expect(useOrderStore.getState().orderId).toBe("ord_1");
  });

  it("gets a free order at once and goes to its result", async () => {
    orderOfTwo();
    const { calls } = renderScreen(<PayGroupDetailView />, {
      path: STAGE_PATH.detail,
      api: (call) => {
        if (call.path === "/discover/nft_groups/price") return { body: { ...quoteOf(2), total: 0 } };
        if (call.path === "/discover/payment/free") return { body: freeOrderOf({ ...quoteOf(2), total: 0 }) };
      },
    });
    await userEvent.click(await screen.findByText(en.pay.detail.agree));
    await userEvent.click(screen.getByRole("button", { name: en.pay.detail.getFree }));
    await waitFor(() =>
      expect(screen.getByTestId("navigated")).toHaveTextContent("/pay/result/complete?orderId=ord_free"),
    );
    expect(calls.some((c) => c.path === "/discover/orders/reservation")).toBe(false);
  });

  it("quotes again with a referral code, and says so when the server refuses it", async () => {
    orderOfTwo();
    const { calls } = renderScreen(<PayGroupDetailView />, {
      path: STAGE_PATH.detail,
      api: (call) => {
        if (call.path !== "/discover/nft_groups/price") return undefined;
        const refCode = (call.body as { refCode?: string } | undefined)?.refCode;
        if (refCode === "NOPE")
          return { status: 400, body: { code: "VALIDATION", message: "bad", field: "refCode" } };
        return { body: quoteOf(2, refCode ? 11_000 : 0) };
      },
    });
    await screen.findByTestId("quote-total");
    const field = screen.getByLabelText(en.pay.detail.refCode);
    await userEvent.type(field, "friend10");
    await userEvent.click(screen.getByRole("button", { name: en.pay.detail.refApply }));
    await waitFor(() => expect(screen.getByTestId("quote-total")).toHaveTextContent("₩101,000"));
    expect(calls.at(-1)?.body).toMatchObject({ refCode: "FRIEND10" });

    await userEvent.click(screen.getByRole("button", { name: en.pay.detail.refRemove }));
    await userEvent.type(field, "nope");
    await userEvent.click(screen.getByRole("button", { name: en.pay.detail.refApply }));
    expect(await screen.findByText(t("valid.refCode"))).toBeInTheDocument();
    expect(useOrderStore.getState().refCode).toBe("");
  });

  it("sends a customer whose tickets are not chosen back to choose them", async () => {
    storeOrder();
    renderScreen(<PayGroupDetailView />, { path: STAGE_PATH.detail });
    expect(await screen.findByTestId("navigated")).toHaveTextContent(STAGE_PATH.price);
  });
});
