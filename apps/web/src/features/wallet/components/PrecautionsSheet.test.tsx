import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/render-screen.tsx";
import { NFT, SELL_INFO } from "../../../test/resale-fixture.ts";
import { PrecautionsSheet } from "./PrecautionsSheet.tsx";

const render = (nft = NFT) =>
  renderScreen(<PrecautionsSheet nft={nft} open onClose={() => undefined} />, { path: "/nft/41" });

describe("PrecautionsSheet", () => {
  it("names the same resale cap as the card's sale panel: never above what the ticket cost", async () => {
    // The collection allows ₩198,000; the ticket cost ₩165,000, which the sale panel offers (SELL_INFO).
    render();
    expect(await screen.findByText("Up to ₩165,000, royalty 5%")).toBeInTheDocument();
    expect(SELL_INFO.maxPrice).toBe(165_000);
    expect(screen.queryByText(/198,000/)).toBeNull();
  });

  it("says a ticket that cost nothing cannot be resold", async () => {
    render({ ...NFT, faceValue: null, faceCurrency: null });
    expect(await screen.findByText("Resale is not available.")).toBeInTheDocument();
  });
});
