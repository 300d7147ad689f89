import type { NftStatus } from "@admit/contract/enums";
import type { TSellRegistInfo } from "@admit/contract/resale";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import en from "../../../locales/en.json";
import { renderScreen } from "../../../test/render-screen.tsx";
import { listingAt, SELL_INFO } from "../../../test/resale-fixture.ts";
import { SalePanel } from "./SalePanel.tsx";

const render = (status: NftStatus, info: TSellRegistInfo, onChanged = vi.fn()) =>
  renderScreen(<SalePanel nft={{ id: 41, status }} onChanged={onChanged} />, {
    path: "/nft/41",
    pattern: "/nft/:id",
    api: (call) => {
      if (call.method === "GET" && call.path === "/nfts/41/sell/regist") return { body: info };
      if (call.method === "POST" && call.path === "/nfts/41/sell/regist/cancel")
        return { body: listingAt(150_000, "CANCELLED") };
      return undefined;
    },
  });

describe("SalePanel", () => {
  it("leads an ACTIVE ticket that may be sold to the sell screen, with the highest price", async () => {
    render("ACTIVE", SELL_INFO);
    expect(await screen.findByText("You can resell it for up to ₩165,000.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: en.resale.panel.sell }));
    expect(screen.getByTestId("navigated")).toHaveTextContent("/nft/41/sell");
  });

  it("says why a ticket cannot be sold where it helps, and nothing where the card already says", async () => {
    const off = render("ACTIVE", { ...SELL_INFO, canSell: false, reason: "resaleDisabled", currency: null });
    expect(await screen.findByText(en.resale.reason.resaleDisabled)).toBeInTheDocument();
    off.unmount();
    const locked = render("ACTIVE", { ...SELL_INFO, canSell: false, reason: "locked" });
    await vi.waitFor(() => expect(locked.calls).toHaveLength(1));
    expect(screen.queryByRole("button", { name: en.resale.panel.sell })).toBeNull();
    expect(screen.queryByText(en.resale.reason.locked)).toBeNull();
  });

  it("shows the price of a ticket on sale and the way to its listing", async () => {
    render("SELLING", { ...SELL_INFO, canSell: false, reason: "listed", listing: listingAt(150_000) });
    expect(await screen.findByText("On sale for ₩150,000")).toBeInTheDocument();
    expect(screen.getByText(/you receive ₩135,000 after the event/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: en.resale.panel.manage }));
    expect(screen.getByTestId("navigated")).toHaveTextContent("/nft/sales/41");
  });

  it("says a listing is on its way", async () => {
    render("SELL_REG", {
      ...SELL_INFO,
      canSell: false,
      reason: "listed",
      listing: listingAt(150_000, "REGISTERING"),
    });
    expect(await screen.findByText(en.resale.listing.REGISTERING.title)).toBeInTheDocument();
  });

  it("explains a failed listing and calls it off on Cancel", async () => {
    const { calls } = render("SELL_REG_FAIL", {
      ...SELL_INFO,
      canSell: false,
      reason: "listed",
      listing: listingAt(150_000, "FAILED"),
    });
    expect(await screen.findByText(en.resale.listing.FAILED.text)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: en.resale.panel.retry })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: en.resale.panel.cancel }));
    await vi.waitFor(() =>
      expect(calls.some((c) => c.method === "POST" && c.path === "/nfts/41/sell/regist/cancel")).toBe(true),
    );
  });

  it("has the card loaded again once the listing moved on", async () => {
    const onChanged = vi.fn();
    render(
      "SELL_REG",
      { ...SELL_INFO, canSell: false, reason: "listed", listing: listingAt(150_000) },
      onChanged,
    );
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalled());
  });
});
