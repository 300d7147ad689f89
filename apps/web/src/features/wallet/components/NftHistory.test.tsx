import type { TNftHistoryItem } from "@admit/contract/nfts";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { writeTimesAsIn } from "../../../lib/render-zone.ts";
import en from "../../../locales/en.json";
import { renderScreen } from "../../../test/render-screen.tsx";
import { NftHistory } from "./NftHistory.tsx";

const entry = (
  id: number,
  type: TNftHistoryItem["type"],
  side: TNftHistoryItem["side"],
): TNftHistoryItem => ({
  id,
  type,
  side,
  createdAt: "2026-06-01T09:00:00.000Z",
  detail: {},
  txUrl: null,
});

const render = (items: TNftHistoryItem[]) =>
  renderScreen(<NftHistory nftId={5} version="ACTIVE:1" timeZone="Asia/Seoul" />, {
    path: "/nft/5",
    api: (call) => (call.path === "/nfts/5/history" ? { body: items } : undefined),
  });

describe("NftHistory", () => {
  afterEach(() => writeTimesAsIn(undefined));

  it("writes the holder's own doings in their zone, named beside an event elsewhere (issue 26)", async () => {
    // A reader in New York; the event is in Seoul. 09:00 UTC is 05:00 in New York.
    writeTimesAsIn("America/New_York");
    render([entry(1, "MINTED", null)]);
    const [row] = await screen.findAllByRole("listitem");
    expect(row).toHaveTextContent("1 June 2026 at 05:00 Eastern Daylight Time");
  });

  it("names no zone for a reader in the event's", async () => {
    writeTimesAsIn("Asia/Seoul");
    render([entry(1, "MINTED", null)]);
    const [row] = await screen.findAllByRole("listitem");
    expect(row).toHaveTextContent(/18:00$/);
  });

  it("tells a resale buyer they bought it, and a seller's earlier sale as sold", async () => {
    render([entry(3, "SELL", "received"), entry(2, "SELL", "gave"), entry(1, "MINTED", null)]);
    const rows = await screen.findAllByRole("listitem");
    expect(rows[0]).toHaveTextContent(en.wallet.history.received.SELL);
    expect(rows[0]).not.toHaveTextContent(en.wallet.history.type.SELL);
    expect(rows[1]).toHaveTextContent(en.wallet.history.type.SELL);
  });

  it("tells a ticket's receiver they received it", async () => {
    render([entry(2, "SEND", "received"), entry(1, "SEND", null)]);
    const rows = await screen.findAllByRole("listitem");
    expect(rows[0]).toHaveTextContent(en.wallet.history.received.SEND);
    expect(rows[1]).toHaveTextContent(en.wallet.history.type.SEND);
  });
});
