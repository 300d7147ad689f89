import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en.json";
import { renderScreen } from "../../../test/render-screen.tsx";
import { ChainInfo } from "./ChainInfo.tsx";

const base = {
  network: "POLYGON" as const,
  walletAddress: "0x1111111111111111111111111111111111111111",
  walletUrl: "/chain/polygon/address/0x1111111111111111111111111111111111111111",
  contractAddress: "0x2222222222222222222222222222222222222222",
  contractUrl: "/chain/polygon/address/0x2222222222222222222222222222222222222222",
  tokenId: "3",
};

describe("ChainInfo", () => {
  it("a listed ticket shows the escrow that holds it on chain, for the owner's wallet", () => {
    const escrow = { address: base.contractAddress, url: base.contractUrl };
    renderScreen(<ChainInfo nft={{ ...base, escrow }} />, { path: "/nft/3" });
    const held = screen.getByText(en.wallet.chain.escrow).closest("div") as HTMLElement;
    expect(held.querySelector("a")).toHaveAttribute("href", escrow.url);
    expect(held.querySelector("a")).toHaveAttribute("title", escrow.address);
    expect(screen.getByText(en.wallet.chain.escrowNote)).toBeInTheDocument();
    expect(screen.getByText(en.wallet.chain.owner)).toBeInTheDocument();
  });

  it("a ticket in its owner's wallet names no escrow", () => {
    renderScreen(<ChainInfo nft={{ ...base, escrow: null }} />, { path: "/nft/3" });
    expect(screen.queryByText(en.wallet.chain.escrow)).toBeNull();
  });
});
