import type { TNftDetail } from "@admit/contract/nfts";
import type { TSendInfo, TSendState } from "@admit/contract/transfers";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { wasSentAway } from "../../../lib/sent-away.ts";
import en from "../../../locales/en.json";
import { usePopupStore } from "../../../stores/popup.ts";
import { ME as SIGNED_IN } from "../../../test/me-fixture.ts";
import type { ApiCall, ApiHandler } from "../../../test/render-screen.tsx";
import { renderScreen } from "../../../test/render-screen.tsx";
import { NFT as RESALE_NFT } from "../../../test/resale-fixture.ts";
import { SEND_STATE } from "../../../test/send-fixture.ts";
import NftSendView from "./NftSendView.tsx";

/** The resale fixture's ticket, as a festival day pass that may be sent but not resold. */
const NFT: TNftDetail = {
  ...RESALE_NFT,
  cltnName: "Hangang Riverside Festival 2026",
  color: "#0EA5E9",
  image: "/img/festival.jpg",
  brandName: "Hangang",
  name: "1-Day Pass · Day 1",
  startDate: "2026-07-01T03:00:00.000Z",
  openDate: "2026-07-01T01:30:00.000Z",
  seat: null,
  network: "POLYGON",
  sellYn: false,
  maxPrice: null,
  faceValue: null,
  faceCurrency: null,
  royalty: 0,
};

/** Not yet verified: the send screen asks for it. */
const ME = { ...SIGNED_IN, identityVerified: false };

/** Three sends made today. */
const STATE: TSendState = { ...SEND_STATE, leftToday: 7 };

const sent = (over: Partial<TSendInfo>): TSendInfo => ({
  id: 5,
  nftId: 41,
  status: "PENDING",
  method: "EMAIL",
  email: null,
  receiverName: null,
  code: null,
  claimUrl: null,
  expiresAt: "2026-06-08T00:00:00.000Z",
  createdAt: "2026-06-01T00:00:00.000Z",
  ...over,
});

/** The token, the account, its send state (which a started send changes) and the send itself. */
function server(answer: (call: ApiCall) => ReturnType<ApiHandler>, state: () => TSendState = () => STATE) {
  return (call: ApiCall) => {
    if (call.path === "/nfts/41") return { body: NFT };
    if (call.path === "/users/me") return { body: ME };
    if (call.path === "/nfts/41/send" && call.method === "GET") return { body: state() };
    return answer(call);
  };
}

const render = (api: ApiHandler) =>
  renderScreen(<NftSendView />, { path: "/nft/41/send", pattern: "/nft/:id/send", api });

afterEach(() => usePopupStore.setState({ toasts: [] }));

describe("NftSendView", () => {
  it("checks the address, says what happens, then waits for a newcomer to accept", async () => {
    let started: TSendInfo | null = null;
    const { calls } = render(
      server(
        (call) => {
          if (call.path !== "/nfts/41/send") return undefined;
          started = sent({ email: "hana@example.com" });
          return { body: started };
        },
        () => ({ ...STATE, send: started, canSend: !started }),
      ),
    );
    expect(await screen.findByText(NFT.name)).toBeInTheDocument();
    expect(screen.getByTestId("sends-left")).toHaveTextContent("Sends left today: 7 of 10");
    const next = screen.getByRole("button", { name: en.transfer.email.next });
    await userEvent.click(next);
    expect(screen.getByRole("alert")).toHaveTextContent("This field is required.");
    const field = screen.getByLabelText(en.transfer.email.label);
    await userEvent.type(field, "hana@");
    await userEvent.click(next);
    expect(screen.getByRole("alert")).toHaveTextContent("Enter a valid e-mail address.");
    await userEvent.clear(field);
    await userEvent.type(field, "Mina@Example.com");
    await userEvent.click(next);
    expect(screen.getByRole("alert")).toHaveTextContent("You cannot send a ticket to your own e-mail.");
    await userEvent.clear(field);
    await userEvent.type(field, "Hana@example.com");
    await userEvent.click(next);

    expect(screen.getByRole("heading", { name: "Send to Hana@example.com?" })).toBeInTheDocument();
    expect(screen.getByText(en.transfer.confirm.member.replace("{{appName}}", "Admit"))).toBeInTheDocument();
    expect(screen.getByText(en.transfer.confirm.qrStops)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: en.transfer.confirm.send }));

    expect(await screen.findByText("Waiting for hana@example.com to accept")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ email: "hana@example.com" });
  });

  it("says a member has it at once", async () => {
    render(
      server((call) =>
        call.path === "/nfts/41/send"
          ? { body: sent({ status: "DONE", email: "jun@example.com", receiverName: "Jun Lee" }) }
          : undefined,
      ),
    );
    await userEvent.type(await screen.findByLabelText(en.transfer.email.label), "jun@example.com");
    await userEvent.click(screen.getByRole("button", { name: en.transfer.email.next }));
    await userEvent.click(screen.getByRole("button", { name: en.transfer.confirm.send }));
    expect(await screen.findByText("Sent to Jun Lee")).toBeInTheDocument();
    // Back to the ticket's page later will say it was sent, not that it is someone else's.
    expect(wasSentAway(41)).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: en.transfer.result.toWallet }));
    expect(screen.getByTestId("navigated")).toHaveTextContent(/^\/$/);
  });

  it("shows a code to scan, with its QR and until when it waits", async () => {
    const code = sent({
      method: "CODE",
      code: "T7K2M9PQRX",
      claimUrl: "http://localhost/receive/T7K2M9PQRX",
    });
    const { calls } = render(server((call) => (call.path === "/nfts/41/send" ? { body: code } : undefined)));
    await userEvent.click(await screen.findByRole("button", { name: en.transfer.method.code }));
    await userEvent.click(screen.getByRole("button", { name: en.transfer.code.create }));
    expect(await screen.findByTestId("send-code-text")).toHaveTextContent("T7K2M9PQRX");
    expect(screen.getByRole("heading", { name: en.transfer.result.codeTitle })).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({});
  });

  it("says why the server refused, in the reason's own words", async () => {
    render(
      server((call) =>
        call.path === "/nfts/41/send"
          ? { status: 409, body: { code: "NOT_TRANSFERABLE", message: "…", data: { reason: "closed" } } }
          : undefined,
      ),
    );
    await userEvent.click(await screen.findByRole("button", { name: en.transfer.method.code }));
    await userEvent.click(screen.getByRole("button", { name: en.transfer.code.create }));
    await screen.findByRole("button", { name: en.transfer.code.create });
    expect(usePopupStore.getState().toasts.map((t) => t.text)).toEqual([en.transfer.reason.closed]);
  });

  it("explains a ticket that cannot be sent instead of the form", async () => {
    render(
      server(
        () => undefined,
        () => ({ ...STATE, canSend: false, reason: "disabled" }),
      ),
    );
    expect(await screen.findByText(en.transfer.reason.disabled)).toBeInTheDocument();
    expect(screen.queryByLabelText(en.transfer.email.label)).toBeNull();
  });
});
