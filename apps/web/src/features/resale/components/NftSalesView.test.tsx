import type { TListingDetail } from "@admit/contract/resale";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { AlertStack } from "../../../components/ui/AlertStack.tsx";
import en from "../../../locales/en.json";
import { type ApiHandler, renderScreen } from "../../../test/render-screen.tsx";
import { listingAt } from "../../../test/resale-fixture.ts";
import NftSalesView from "./NftSalesView.tsx";

function render(listing: TListingDetail, extra: ApiHandler = () => undefined) {
  let current = listing;
  return renderScreen(
    <>
      <NftSalesView />
      <AlertStack />
    </>,
    {
      path: "/nft/sales/41",
      pattern: "/nft/sales/:id",
      api: (call) => {
        const answer = extra(call);
        if (answer) {
          if (answer.status === undefined && answer.body) current = answer.body as TListingDetail;
          return answer;
        }
        if (call.method === "GET" && call.path === "/nfts/41/sell/detail") return { body: current };
        return undefined;
      },
    },
  );
}

describe("NftSalesView", () => {
  it("shows a listing on sale: its price, its split, until when, and what the seller can do", async () => {
    render(listingAt(150_000));
    expect(await screen.findByRole("heading", { name: "On sale for ₩150,000" })).toBeInTheDocument();
    expect(screen.getByTestId("listing-breakdown-net")).toHaveTextContent("₩135,000");
    expect(screen.getByText(en.resale.listing.closesAt)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: en.resale.listing.changePrice })).toBeEnabled();
    expect(screen.getByRole("button", { name: en.resale.listing.withdraw })).toBeEnabled();
  });

  it("changes the price inline, split as it is typed", async () => {
    const { calls } = render(listingAt(150_000), (call) =>
      call.method === "PUT" ? { body: listingAt((call.body as { price: number }).price) } : undefined,
    );
    await userEvent.click(await screen.findByRole("button", { name: en.resale.listing.changePrice }));
    const field = screen.getByLabelText("New price (KRW)");
    expect(field).toHaveValue("150000");
    await userEvent.clear(field);
    await userEvent.type(field, "100000");
    expect(screen.getByTestId("price-preview-net")).toHaveTextContent("₩90,000");
    await userEvent.click(screen.getByRole("button", { name: en.resale.listing.savePrice }));
    expect(await screen.findByRole("heading", { name: "On sale for ₩100,000" })).toBeInTheDocument();
    expect(calls.find((c) => c.method === "PUT")).toMatchObject({
      path: "/nfts/41/sell",
      body: { price: 100_000 },
    });
  });

  it("takes a listing off sale after asking, and goes back to the ticket", async () => {
    const { calls } = render(listingAt(150_000), (call) =>
      call.method === "POST" && call.path === "/nfts/41/sell/cancel"
        ? { body: listingAt(150_000, "WITHDRAWN") }
        : undefined,
    );
    await userEvent.click(await screen.findByRole("button", { name: en.resale.listing.withdraw }));
    const dialog = screen.getByRole("alertdialog");
    expect(within(dialog).getByText(en.resale.listing.withdrawText)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: en.resale.listing.withdraw }));
    expect(await screen.findByTestId("navigated")).toHaveTextContent("/nft/41");
    expect(calls.filter((c) => c.path === "/nfts/41/sell/cancel")).toHaveLength(1);
  });

  it("holds both actions while a buyer pays, and says until when", async () => {
    render(listingAt(150_000, "RESERVED"));
    expect(
      await screen.findByRole("heading", { name: en.resale.listing.RESERVED.title }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Someone is paying for your ticket until 12:08/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: en.resale.listing.changePrice })).toBeDisabled();
    expect(screen.getByRole("button", { name: en.resale.listing.withdraw })).toBeDisabled();
  });

  it("offers the retry and the cancel of a failed listing", async () => {
    const { calls } = render(listingAt(150_000, "FAILED"), (call) =>
      call.method === "POST" && call.path === "/nfts/41/sell/regist"
        ? { body: listingAt(150_000, "LISTED") }
        : undefined,
    );
    expect(await screen.findByRole("heading", { name: en.resale.listing.FAILED.title })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: en.resale.panel.cancel })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: en.resale.panel.retry }));
    expect(await screen.findByRole("heading", { name: "On sale for ₩150,000" })).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ price: 150_000 });
  });

  it("says a sold ticket pays out after the event", async () => {
    render(listingAt(150_000, "SOLD"));
    expect(await screen.findByRole("heading", { name: "Sold for ₩150,000" })).toBeInTheDocument();
    expect(screen.getByText(/You receive ₩135,000 after the event/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: en.resale.listing.toSales }));
    expect(screen.getByTestId("navigated")).toHaveTextContent("/profile/sales");
  });

  it("says so when the listing is not the person's any more", async () => {
    renderScreen(<NftSalesView />, {
      path: "/nft/sales/41",
      pattern: "/nft/sales/:id",
      api: () => ({ status: 404, body: { code: "4505", message: "" } }),
    });
    expect(await screen.findByText(en.resale.listing.goneTitle)).toBeInTheDocument();
  });
});
