import type { TSendInfo, TSendState } from "@admit/contract/transfers";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import en from "../../../locales/en.json";
import { renderScreen } from "../../../test/render-screen.tsx";
import { SEND_STATE } from "../../../test/send-fixture.ts";
import { SendPanel } from "./SendPanel.tsx";

const STATE = SEND_STATE;

const SEND: TSendInfo = {
  id: 5,
  nftId: 41,
  status: "PENDING",
  method: "EMAIL",
  email: "hana@example.com",
  receiverName: null,
  code: null,
  claimUrl: null,
  expiresAt: "2026-06-08T00:00:00.000Z",
  createdAt: "2026-06-01T00:00:00.000Z",
};

type Status = "ACTIVE" | "SENDING" | "SEND_FAIL";
const render = (status: Status, state: TSendState) =>
  renderScreen(<SendPanel nft={{ id: 41, status, timeZone: "Asia/Seoul" }} onChanged={vi.fn()} />, {
    path: "/nft/41",
    pattern: "/nft/:id",
    api: (call) =>
      call.path.startsWith("/nfts/41/") ? { body: call.method === "GET" ? state : SEND } : undefined,
  });

describe("SendPanel", () => {
  it("leads an ACTIVE ticket that may be sent to the send screen", async () => {
    render("ACTIVE", STATE);
    await userEvent.click(await screen.findByRole("button", { name: en.transfer.panel.send }));
    expect(screen.getByTestId("navigated")).toHaveTextContent("/nft/41/send");
  });

  it("says why a ticket cannot be sent where it helps, and nothing where the card already says", async () => {
    const closed = render("ACTIVE", { ...STATE, canSend: false, reason: "closed" });
    expect(await screen.findByText(en.transfer.reason.closed)).toBeInTheDocument();
    closed.unmount();
    const used = render("ACTIVE", { ...STATE, canSend: false, reason: "used" });
    await vi.waitFor(() => expect(used.calls).toHaveLength(1));
    expect(screen.queryByRole("button", { name: en.transfer.panel.send })).toBeNull();
    expect(screen.queryByText(en.transfer.reason.used)).toBeNull();
  });

  it("offers mailing the link again and cancelling while an e-mail send waits", async () => {
    const { calls } = render("SENDING", { ...STATE, canSend: false, reason: "sending", send: SEND });
    expect(await screen.findByText("Waiting for hana@example.com to accept")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: en.transfer.panel.mailAgain }));
    await userEvent.click(screen.getByRole("button", { name: en.transfer.panel.cancel }));
    expect(calls.filter((c) => c.method !== "GET").map((c) => `${c.method} ${c.path}`)).toEqual([
      "POST /nfts/41/resend",
      "PUT /nfts/41/send/cancel",
    ]);
  });

  it("shows a code send's code again, to be cancelled but not mailed", async () => {
    const byCode = {
      ...SEND,
      method: "CODE" as const,
      email: null,
      code: "T7K2M9PQRX",
      claimUrl: "http://x/receive/T7K2M9PQRX",
    };
    render("SENDING", { ...STATE, canSend: false, reason: "sending", send: byCode });
    expect(await screen.findByTestId("send-code-text")).toHaveTextContent("T7K2M9PQRX");
    expect(screen.getByRole("button", { name: en.transfer.panel.cancel })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: en.transfer.panel.mailAgain })).toBeNull();
  });

  it("offers a retry and a cancel after the move failed", async () => {
    const failed = { ...SEND, status: "FAILED" as const, receiverName: "Jun Lee" };
    const { calls } = render("SEND_FAIL", { ...STATE, canSend: false, reason: "sending", send: failed });
    expect(await screen.findByText(en.transfer.panel.failedTitle)).toBeInTheDocument();
    expect(screen.getByText(/Recording the move to Jun Lee/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: en.transfer.panel.retry }));
    expect(calls.filter((c) => c.method !== "GET").map((c) => `${c.method} ${c.path}`)).toEqual([
      "POST /nfts/41/resend",
    ]);
    expect(screen.getByRole("button", { name: en.transfer.panel.cancel })).toBeInTheDocument();
  });
});
