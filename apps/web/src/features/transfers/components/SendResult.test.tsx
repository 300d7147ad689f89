import type { TSendInfo } from "@admit/contract/transfers";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { changeLanguage } from "../../../lib/i18n.ts";
import { SendResult } from "./SendResult.tsx";

const send = (over: Partial<TSendInfo>): TSendInfo => ({
  id: 1,
  nftId: 7,
  status: "DONE",
  method: "EMAIL",
  email: null,
  receiverName: null,
  code: null,
  claimUrl: null,
  expiresAt: "2026-12-01T10:00:00.000Z",
  createdAt: "2026-11-28T10:00:00.000Z",
  ...over,
});

function show(info: TSendInfo) {
  const router = createMemoryRouter(
    [{ path: "*", element: <SendResult send={info} handedOver={false} timeZone="Asia/Seoul" /> }],
    { initialEntries: ["/nft/7/send"] },
  );
  render(<RouterProvider router={router} />);
}

/** Korean is where a name slot shows its honorific: "민준님에게", never "kim@example.com님에게". */
describe("SendResult names the receiver as a name, an address or 받는 분", () => {
  beforeEach(async () => {
    await changeLanguage("ko");
  });
  afterEach(async () => {
    await changeLanguage("en");
  });

  it("puts 님 on a member's name", () => {
    show(send({ status: "DONE", receiverName: "김민준", email: "kim@example.com" }));
    expect(screen.getByText("김민준님에게 양도했어요")).toBeInTheDocument();
  });

  it("shows an address without an honorific", () => {
    show(send({ status: "MOVING", receiverName: null, email: "kim@example.com" }));
    expect(screen.getByText("kim@example.com에게 양도하는 중")).toBeInTheDocument();
    expect(screen.queryByText(/kim@example\.com님/)).toBeNull();
  });

  it("says 받는 분 when there is neither name nor address", () => {
    show(send({ status: "FAILED", method: "CODE", receiverName: "", email: null }));
    expect(screen.getByText(/^받는 분에게 양도한 내용을/)).toBeInTheDocument();
    expect(screen.queryByText(/(^|\s)님에게/)).toBeNull();
  });
});
