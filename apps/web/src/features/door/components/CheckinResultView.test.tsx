import type { TCheckinResponse } from "@admit/contract/nfts";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import en from "../../../locales/en.json";
import { CheckinResultView } from "./CheckinResultView.tsx";

const refused: TCheckinResponse = {
  result: "TRANSFERRED",
  kind: "NFT",
  historyId: 9,
  nft: {
    id: 41,
    name: "1-Day Pass · Day 1",
    cltnName: "Hangang Riverside Festival 2026",
    cltnType: "TICKET",
    seat: null,
    holderName: "Jun Lee",
    remaining: 1,
    totalUseCnt: 1,
    timeZone: "Asia/Seoul",
  },
  coupon: null,
  usedAt: null,
  usedGate: null,
  openDate: null,
};

describe("CheckinResultView", () => {
  it("refuses a code shown before the ticket changed hands, and says why", () => {
    render(
      <CheckinResultView
        result={refused}
        undone={false}
        undoPending={false}
        onUndo={vi.fn()}
        onNext={vi.fn()}
      />,
    );
    const result = screen.getByTestId("checkin-result");
    expect(result).toHaveAttribute("data-result", "TRANSFERRED");
    expect(screen.getByRole("heading", { name: en.hostScan.result.TRANSFERRED })).toBeInTheDocument();
    expect(screen.getByText(en.hostScan.transferredDetail)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: en.hostScan.undo })).toBeNull();
  });
});
