import type { TGuest } from "@admit/contract/door";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { changeLanguage } from "../../../lib/i18n.ts";
import { ManualAdmitSheet } from "./ManualAdmitSheet.tsx";

const guest = (over: Partial<TGuest>): TGuest => ({
  nftId: 5,
  serial: 12,
  ticketName: "일반 입장",
  holderName: null,
  attendeeName: null,
  seat: null,
  orderId: null,
  status: "ACTIVE",
  useCnt: 0,
  totalUseCnt: 1,
  admittedAt: null,
  gate: null,
  admissionId: null,
  ...over,
});

const show = (g: TGuest) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ManualAdmitSheet timeId={1} guest={g} gate="" onClose={() => {}} />
    </QueryClientProvider>,
  );

/** The door's sentence names a guest with 님, or as 이름 없는 참가자 — never "이름 없음님". */
describe("ManualAdmitSheet names the guest in its button", () => {
  beforeEach(async () => {
    await changeLanguage("ko");
  });
  afterEach(async () => {
    await changeLanguage("en");
  });

  it("puts 님 on the attendee's name", () => {
    show(guest({ attendeeName: "김민준", holderName: "Mina Kim" }));
    expect(screen.getByRole("button", { name: "김민준님 입장 처리" })).toBeInTheDocument();
  });

  it("says 이름 없는 참가자 for a guest with no name", () => {
    show(guest({}));
    expect(screen.getByRole("button", { name: "이름 없는 참가자 입장 처리" })).toBeInTheDocument();
    expect(screen.queryByText(/이름 없음님/)).toBeNull();
  });
});
