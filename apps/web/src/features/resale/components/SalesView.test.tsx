import { resaleBreakdown, type TSalesOverview } from "@admit/contract/resale";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en.json";
import { renderScreen } from "../../../test/render-screen.tsx";
import { listingAt } from "../../../test/resale-fixture.ts";
import SalesView from "./SalesView.tsx";

const render = (sales: TSalesOverview) =>
  renderScreen(<SalesView />, {
    path: "/profile/sales",
    api: (call) => (call.path === "/nfts/sales" ? { body: sales } : undefined),
  });

describe("SalesView", () => {
  it("lists listings with their status, payouts held until after the event, and a host's royalties", async () => {
    render({
      listings: [
        listingAt(150_000),
        { ...listingAt(120_000, "SOLD"), id: 10, nftId: 42 },
        { ...listingAt(90_000, "WITHDRAWN"), id: 11, nftId: 43 },
        { ...listingAt(90_000, "CANCELLED"), id: 12, nftId: 44 },
      ],
      payouts: [
        {
          id: 1,
          listingId: 10,
          nftName: "R Seat · Left (Day 1)",
          cltnName: "NOVA:LINE World Tour",
          breakdown: { currency: "KRW", ...resaleBreakdown(120_000, 5, 5) },
          status: "HELD",
          // The event's end, 23:00 in Seoul: shown in its zone, named (the tests' clock is UTC).
          releaseAt: "2026-07-02T14:00:00.000Z",
          paidAt: null,
          timeZone: "Asia/Seoul",
        },
      ],
      royalties: [
        { cltnId: 3, cltnName: "NOVA:LINE World Tour", currency: "KRW", sales: 2, royalty: 13_500 },
      ],
    });
    const listings = await screen.findAllByTestId("sales-listing");
    expect(listings[0]).toHaveTextContent(en.resale.status.LISTED);
    expect(listings[0]?.getAttribute("href")).toBe("/nft/sales/41");
    // A withdrawn listing has no screen of its own to manage; a sold one shows with its payout.
    expect(listings[1]).toHaveTextContent(en.resale.status.WITHDRAWN);
    expect(listings[1]?.tagName).toBe("DIV");
    expect(listings).toHaveLength(2);
    const payout = screen.getByTestId("sales-payout");
    expect(payout).toHaveTextContent("Paid out after 2 July 2026 at 23:00 Korean Standard Time");
    expect(payout).toHaveTextContent("₩108,000");
    expect(screen.getByTestId("sales-royalty")).toHaveTextContent("2 resales");
    expect(screen.getByTestId("sales-royalty")).toHaveTextContent("₩13,500");
  });

  it("shows a host who sold nothing themselves only the royalties, and says so", async () => {
    render({
      listings: [],
      payouts: [],
      royalties: [{ cltnId: 3, cltnName: "NOVA:LINE World Tour", currency: "KRW", sales: 1, royalty: 7_500 }],
    });
    expect(await screen.findByTestId("sales-royalty")).toHaveTextContent("1 resale");
    expect(screen.getByText(en.resale.sales.ownNone)).toBeInTheDocument();
    expect(screen.queryByText(en.resale.sales.listings)).toBeNull();
  });

  it("says there is nothing yet", async () => {
    render({ listings: [], payouts: [], royalties: [] });
    expect(await screen.findByText(en.resale.sales.emptyTitle)).toBeInTheDocument();
  });
});
