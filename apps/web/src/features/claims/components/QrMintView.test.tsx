import type { TClaimOffer } from "@admit/contract/claims";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import en from "../../../locales/en.json";
import { useAuthStore } from "../../../stores/auth.ts";
import { usePopupStore } from "../../../stores/popup.ts";
import type { ApiHandler } from "../../../test/render-screen.tsx";
import { renderScreen } from "../../../test/render-screen.tsx";
import QrMintView from "./QrMintView.tsx";

const OFFER: TClaimOffer = {
  code: "CSPRING26",
  cltn: {
    id: 44,
    name: "Hangang Riverside Festival 2026",
    type: "TICKET",
    image: "/img/festival.jpg",
    logoImg: "/img/festival-logo.png",
    color: "#0EA5E9",
    brandName: "Hangang",
    brandImg: "/img/hangang.png",
    // 00:30 on 2 July in Seoul, still 1 July in UTC.
    startDate: "2026-07-01T15:30:00.000Z",
    timeZone: "Asia/Seoul",
    place: "Yeouido Park",
  },
  group: { id: 9, name: "Day pass · free entry" },
  startsAt: "2026-05-01T00:00:00.000Z",
  endsAt: "2026-06-30T14:59:00.000Z",
  maxClaims: 100,
  claimed: 12,
  refusal: null,
  nftId: null,
};

const m = en.claims.mint;
const render = (path: string, api: ApiHandler = () => undefined) =>
  renderScreen(<QrMintView />, { path, pattern: "/qr/mint", api });
const signedIn = () => useAuthStore.getState().signIn({ id: 7, lang: "en" });
const offerAnswer =
  (offer: Partial<TClaimOffer>): ApiHandler =>
  (call) =>
    call.method === "GET" ? { body: { ...OFFER, ...offer } } : undefined;

afterEach(() => {
  useAuthStore.getState().clear();
  usePopupStore.setState({ toasts: [] });
});

describe("QrMintView without a code", () => {
  it("asks for the code, says when it is missing or is none, and opens a typed one", async () => {
    const { calls } = render("/qr/mint", offerAnswer({}));
    await userEvent.click(screen.getByRole("button", { name: m.enter.submit }));
    expect(screen.getByRole("alert")).toHaveTextContent(m.enter.required);
    await userEvent.type(screen.getByLabelText(m.enter.label), "hello");
    await userEvent.click(screen.getByRole("button", { name: m.enter.submit }));
    expect(screen.getByRole("alert")).toHaveTextContent(m.enter.invalid);
    await userEvent.clear(screen.getByLabelText(m.enter.label));
    await userEvent.type(screen.getByLabelText(m.enter.label), "cspring26");
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: m.enter.submit }));
    // The first answer of a run waits for the contract's schemas to load (lib/api-answers.ts).
    expect(await screen.findByTestId("claim-offer", {}, { timeout: 5000 })).toHaveTextContent(
      OFFER.cltn.name,
    );
    expect(calls.map((c) => c.query.get("code"))).toEqual(["CSPRING26"]);
  });

  it("leads to the scan tab instead", async () => {
    render("/qr/mint");
    await userEvent.click(screen.getByRole("button", { name: m.enter.scan }));
    expect(screen.getByTestId("navigated")).toHaveTextContent("/qr");
  });
});

describe("QrMintView with a code", () => {
  it("shows what the code gives, its period and count, and claims it", async () => {
    signedIn();
    localStorage.setItem("admit.pendingClaim", JSON.stringify({ code: "CSPRING26", at: Date.now() }));
    const { calls } = render("/qr/mint?code=cspring26", (call) =>
      call.method === "GET" ? { body: OFFER } : { body: { nftId: 77, status: "ISSUING" } },
    );
    const offer = await screen.findByTestId("claim-offer");
    expect(offer).toHaveTextContent(OFFER.cltn.name);
    expect(offer).toHaveTextContent(OFFER.cltn.brandName);
    expect(offer).toHaveTextContent(OFFER.group.name);
    expect(offer).toHaveTextContent("Yeouido Park");
    // The event's date in its own time zone.
    expect(offer).toHaveTextContent(/2 July 2026 at 00:30/);
    expect(screen.getByTestId("claim-count")).toHaveTextContent("12 of 100 · 88 left");
    expect(screen.getByText(m.period)).toBeInTheDocument();
    // Here, signed in, with the code: the home screen has nothing left to come back to.
    expect(localStorage.getItem("admit.pendingClaim")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: m.claim }));
    expect(await screen.findByText(m.done.title)).toBeInTheDocument();
    const post = calls.find((c) => c.method === "POST");
    expect(post?.path).toBe("/cltns/qr/nft");
    expect(post?.body).toEqual({ code: "CSPRING26" });
    expect(calls[0]?.query.get("code")).toBe("CSPRING26");
    await userEvent.click(screen.getByRole("button", { name: m.openTicket }));
    expect(screen.getByTestId("navigated")).toHaveTextContent("/nft/77");
  });

  it("asks the nft-group calls about a code starting with N, and counts a code without a limit", async () => {
    signedIn();
    const { calls } = render("/qr/mint?code=NVIP2026A", offerAnswer({ code: "NVIP2026A", maxClaims: null }));
    expect(await screen.findByTestId("claim-count")).toHaveTextContent("12 so far");
    expect(calls[0]?.path).toBe("/nft-groups/qr/nft");
  });

  it("says when the code opens, and does not offer the claim before", async () => {
    signedIn();
    render("/qr/mint?code=CSPRING26", offerAnswer({ refusal: "notStarted" }));
    const notice = (await screen.findByText(m.refusal.notStarted.title)).closest("section");
    // From its start, in the event's time zone (09:00 in Seoul), named: the tests' clock is in UTC.
    expect(notice).toHaveTextContent(
      "You can get this ticket from 1 May 2026 at 09:00 Korean Standard Time.",
    );
    expect(screen.queryByRole("button", { name: m.claim })).toBeNull();
  });

  it("says the code has ended, or that none are left", async () => {
    signedIn();
    render("/qr/mint?code=CSPRING26", offerAnswer({ refusal: "ended" }));
    const notice = (await screen.findByText(m.refusal.ended.title)).closest("section");
    expect(notice).toHaveTextContent("It could be used until 30 June 2026 at 23:59 Korean Standard Time.");
    render("/qr/mint?code=CSPRING26", offerAnswer({ refusal: "limit", claimed: 100 }));
    expect(await screen.findByText(m.refusal.limit.title)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: m.claim })).toBeNull();
  });

  it("leads on from a code with none left: to the event, and to the person's own tickets", async () => {
    signedIn();
    render("/qr/mint?code=CSPRING26", offerAnswer({ refusal: "limit", claimed: 100 }));
    const notice = (await screen.findByText(m.refusal.limit.title)).closest("section");
    expect(notice).not.toBeNull();
    await userEvent.click(screen.getByRole("button", { name: m.seeEvent }));
    expect(screen.getByTestId("navigated")).toHaveTextContent("/discover/detail/44");
  });

  it("takes the person home from an ended code", async () => {
    signedIn();
    render("/qr/mint?code=CSPRING26", offerAnswer({ refusal: "ended" }));
    await userEvent.click(await screen.findByRole("button", { name: m.myTickets }));
    expect(screen.getByTestId("navigated")).toHaveTextContent(/^\/$/);
  });

  it("opens the ticket this account already got from the code", async () => {
    signedIn();
    render("/qr/mint?code=CSPRING26", offerAnswer({ refusal: "claimed", nftId: 55 }));
    expect(await screen.findByText(m.refusal.claimed.title)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: m.openTicket }));
    expect(screen.getByTestId("navigated")).toHaveTextContent("/nft/55");
  });

  it("shows a visitor the offer and keeps the code through signing in", async () => {
    const { calls } = render("/qr/mint?code=CSPRING26", offerAnswer({}));
    expect(await screen.findByTestId("claim-offer")).toHaveTextContent(OFFER.cltn.name);
    expect(screen.queryByRole("button", { name: m.claim })).toBeNull();
    expect(localStorage.getItem("admit.pendingClaim")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: m.signIn.signIn }));
    expect(screen.getByTestId("navigated")).toHaveTextContent("/login/start");
    expect(JSON.parse(localStorage.getItem("admit.pendingClaim") ?? "{}").code).toBe("CSPRING26");
    expect(calls.map((c) => c.method)).toEqual(["GET"]);
  });

  it("says in the claim's words why a claim was refused, and shows the code as it now stands", async () => {
    signedIn();
    let refused = false;
    render("/qr/mint?code=CSPRING26", (call) => {
      if (call.method === "POST") {
        refused = true;
        return { status: 400, body: { code: "3101", message: "…" } };
      }
      return { body: refused ? { ...OFFER, refusal: "ended" } : OFFER };
    });
    await userEvent.click(await screen.findByRole("button", { name: m.claim }));
    expect(await screen.findByText(m.refusal.ended.title)).toBeInTheDocument();
    expect(usePopupStore.getState().toasts.map((t) => t.text)).toEqual([m.failed.period]);
  });

  it("says so when the uses ran out or this account claimed it meanwhile", async () => {
    signedIn();
    for (const [code, text] of [
      ["3102", m.failed.limit],
      ["M-2001", m.failed.claimed],
    ] as const) {
      usePopupStore.setState({ toasts: [] });
      const view = render("/qr/mint?code=CSPRING26", (call) =>
        call.method === "POST"
          ? { status: code === "3102" ? 400 : 409, body: { code, message: "…", data: { nftId: 55 } } }
          : { body: OFFER },
      );
      await userEvent.click(await screen.findByRole("button", { name: m.claim }));
      await waitFor(() => expect(usePopupStore.getState().toasts.map((t) => t.text)).toEqual([text]));
      view.unmount();
    }
  });

  it("asks to sign in again when the session ended before the claim", async () => {
    signedIn();
    render("/qr/mint?code=CSPRING26", (call) =>
      call.method === "POST"
        ? { status: 401, body: { code: "UNAUTHORIZED", message: "…" } }
        : { body: OFFER },
    );
    await userEvent.click(await screen.findByRole("button", { name: m.claim }));
    expect(await screen.findByText(m.signIn.title)).toBeInTheDocument();
    expect(useAuthStore.getState().user).toBeNull();
  });

  it("does not know a code the server does not know, nor text that is no code", async () => {
    const view = render("/qr/mint?code=CNOPE99", () => ({
      status: 404,
      body: { code: "NOT_FOUND", message: "…" },
    }));
    expect(await screen.findByText(m.unknown.title)).toBeInTheDocument();
    view.unmount();
    const other = render("/qr/mint?code=hello");
    expect(other.calls).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: m.unknown.type }));
    expect(screen.getByLabelText(m.enter.label)).toBeInTheDocument();
  });
});
