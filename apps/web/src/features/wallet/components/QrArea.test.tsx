import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en.json";
import { QrArea } from "./QrArea.tsx";

const nft = (status: string) => ({
  status: status as "ACTIVE",
  usedAt: null,
  openDate: null,
  startDate: null,
  timeZone: "Asia/Seoul",
});

describe("QrArea of a ticket on sale", () => {
  it("says the code is off while the ticket is listed or on its way to the sale", () => {
    for (const status of ["SELLING", "SELL_REG"]) {
      const { container, unmount } = render(
        <QrArea state="lock" nft={nft(status)} liveQr={null} qrError={null} now={new Date()} />,
      );
      expect(screen.getByText(en.wallet.qr.onSale)).toBeInTheDocument();
      expect(container.querySelector("[data-state]")).toHaveAttribute("data-state", "sale");
      unmount();
    }
  });

  it("says how to get the code back after a failed listing, before the event day too", () => {
    render(
      <QrArea state="ticketLock" nft={nft("SELL_REG_FAIL")} liveQr={null} qrError={null} now={new Date()} />,
    );
    expect(screen.getByText(en.wallet.qr.saleFailed)).toBeInTheDocument();
  });
});
