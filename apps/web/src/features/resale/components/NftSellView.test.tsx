import { API_MESSAGES } from "@admit/contract/messages/index";
import { resaleBreakdown } from "@admit/contract/resale";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en.json";
import { type ApiHandler, renderScreen } from "../../../test/render-screen.tsx";
import { listingAt, NFT, SELL_INFO } from "../../../test/resale-fixture.ts";
import NftSellView from "./NftSellView.tsx";

const render = (api: ApiHandler) =>
  renderScreen(<NftSellView />, { path: "/nft/41/sell", pattern: "/nft/:id/sell", api });

/** The ticket and whether it may be sold; the split and the listing as the server answers them. */
function answers(info = SELL_INFO): ApiHandler {
  return (call) => {
    if (call.method === "GET" && call.path === "/nfts/41") return { body: NFT };
    if (call.method === "GET" && call.path === "/nfts/41/sell/regist") return { body: info };
    if (call.method === "GET" && call.path === "/nfts/41/regist/info") {
      const price = Number(call.query.get("price"));
      if (price > 150_000)
        return { status: 400, body: { code: "PRICE_ABOVE_CAP", message: "", data: { maxPrice: 150_000 } } };
      return { body: { currency: "KRW", ...resaleBreakdown(price, 5, 5) } };
    }
    if (call.method === "POST" && call.path === "/nfts/41/sell/regist")
      return { body: listingAt((call.body as { price: number }).price) };
    return undefined;
  };
}

const priceField = () => screen.getByLabelText("Your price (KRW)");

describe("NftSellView", () => {
  it("shows the face value and the cap, and splits the price as it is typed", async () => {
    render(answers());
    await screen.findByLabelText("Your price (KRW)");
    expect(screen.getByTestId("face-value")).toHaveTextContent("₩165,000");
    expect(screen.getByTestId("price-cap")).toHaveTextContent("₩165,000");
    expect(screen.getByTestId("sell-preview-net")).toHaveTextContent("—");
    await userEvent.type(priceField(), "150,000");
    expect(screen.getByTestId("sell-preview-price")).toHaveTextContent("₩150,000");
    expect(screen.getByTestId("sell-preview-royalty")).toHaveTextContent("−₩7,500");
    expect(screen.getByTestId("sell-preview-fee")).toHaveTextContent("−₩7,500");
    expect(screen.getByTestId("sell-preview-net")).toHaveTextContent("₩135,000");
    expect(screen.getByText("Royalty to the host (5%)")).toBeInTheDocument();
    expect(screen.getByText(en.resale.sell.paidAfter)).toBeInTheDocument();
    expect(screen.getByText(en.resale.sell.qrOff)).toBeInTheDocument();
  });

  it("checks the price before going on: required, whole won, at least 1, at most the cap", async () => {
    render(answers());
    const next = await screen.findByRole("button", { name: en.resale.sell.next });
    await userEvent.click(next);
    expect(screen.getByRole("alert")).toHaveTextContent(API_MESSAGES.en.valid.required);
    await userEvent.type(priceField(), "1500.5");
    await userEvent.click(next);
    expect(screen.getByRole("alert")).toHaveTextContent(API_MESSAGES.en.valid.integer);
    await userEvent.clear(priceField());
    await userEvent.type(priceField(), "0");
    await userEvent.click(next);
    expect(screen.getByRole("alert")).toHaveTextContent("The value must be at least ₩1.");
    await userEvent.clear(priceField());
    await userEvent.type(priceField(), "170000");
    await userEvent.click(next);
    expect(screen.getByRole("alert")).toHaveTextContent("The value must be at most ₩165,000.");
  });

  it("confirms with the server's split, then lists the ticket and leads to the listing", async () => {
    const { calls } = render(answers());
    await userEvent.type(await screen.findByLabelText("Your price (KRW)"), "120000");
    await userEvent.click(screen.getByRole("button", { name: en.resale.sell.next }));
    expect(await screen.findByRole("heading", { name: "Put it on sale for ₩120,000?" })).toBeInTheDocument();
    expect(await screen.findByTestId("sell-breakdown-net")).toHaveTextContent("₩108,000");
    await userEvent.click(screen.getByRole("button", { name: en.resale.sell.confirm }));
    expect(await screen.findByText(en.resale.sell.doneTitle)).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ price: 120_000 });
    await userEvent.click(screen.getByRole("button", { name: en.resale.sell.toListing }));
    expect(screen.getByTestId("navigated")).toHaveTextContent("/nft/sales/41");
  });

  it("goes back to the price with the new cap when the server refuses it", async () => {
    render(answers());
    await userEvent.type(await screen.findByLabelText("Your price (KRW)"), "160000");
    await userEvent.click(screen.getByRole("button", { name: en.resale.sell.next }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The value must be at most ₩150,000.");
    expect(priceField()).toHaveValue("160000");
  });

  it("says why a ticket cannot be sold, and leads back to it", async () => {
    render(answers({ ...SELL_INFO, canSell: false, reason: "resaleDisabled", currency: null }));
    const box = (await screen.findByText(en.resale.sell.cannotTitle)).closest("section") as HTMLElement;
    expect(within(box).getByText(en.resale.reason.resaleDisabled)).toBeInTheDocument();
    await userEvent.click(within(box).getByRole("button", { name: en.resale.sell.toTicket }));
    expect(screen.getByTestId("navigated")).toHaveTextContent("/nft/41");
  });

  it("opens the listing of a ticket already on sale", async () => {
    render(answers({ ...SELL_INFO, canSell: false, reason: "listed", listing: listingAt(150_000) }));
    expect(await screen.findByTestId("navigated")).toHaveTextContent("/nft/sales/41");
  });
});
