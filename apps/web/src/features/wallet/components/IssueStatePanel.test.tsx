import type { TNftTransactionStatus } from "@admit/contract/nfts";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import en from "../../../locales/en.json";
import { renderScreen } from "../../../test/render-screen.tsx";
import { IssueStatePanel } from "./IssueStatePanel.tsx";

const MINT: TNftTransactionStatus = {
  id: 7,
  nftId: 41,
  kind: "mint",
  status: "PENDING",
  network: "POLYGON",
  txHash: "0xabc",
  txUrl: "https://explorer.example/tx/0xabc",
  blockNumber: null,
  createdAt: "2026-06-01T00:00:00.000Z",
  updatedAt: "2026-06-01T00:00:00.000Z",
};

const render = (trstId: number | null, answers: TNftTransactionStatus[], onChanged = vi.fn()) => {
  const left = [...answers];
  const view = renderScreen(
    <IssueStatePanel nft={{ id: 41, status: "ISSUING", trstId }} onChanged={onChanged} />,
    {
      path: "/nft/41",
      pattern: "/nft/:id",
      api: (call) =>
        call.path === `/nfts/41/transactions/${trstId}/status`
          ? { body: left.length > 1 ? left.shift() : left[0] }
          : undefined,
    },
  );
  return { ...view, onChanged };
};

describe("IssueStatePanel", () => {
  it("follows the card's transaction through the status call, and reloads the card once it settles", async () => {
    const { calls, onChanged } = render(7, [MINT, { ...MINT, status: "CONFIRMED", blockNumber: 12 }]);
    expect(await screen.findByText(en.wallet.issue.issuingTitle)).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: en.wallet.issue.transaction })).toHaveAttribute(
      "href",
      MINT.txUrl,
    );
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalled(), { timeout: 5000 });
    expect(calls.map((c) => c.path)).toEqual([
      "/nfts/41/transactions/7/status",
      "/nfts/41/transactions/7/status",
    ]);
  });

  it("asks nothing of the chain before the card has a transaction", async () => {
    const { calls } = render(null, []);
    expect(await screen.findByText(en.wallet.issue.issuingTitle)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: en.wallet.issue.transaction })).toBeNull();
    expect(calls).toEqual([]);
  });
});
