import type { TReceivePreview } from "@admit/contract/transfers";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import en from "../../../locales/en.json";
import { useAuthStore } from "../../../stores/auth.ts";
import type { ApiHandler } from "../../../test/render-screen.tsx";
import { renderScreen } from "../../../test/render-screen.tsx";
import ReceiveView from "./ReceiveView.tsx";

const PREVIEW: TReceivePreview = {
  code: "T7K2M9PQRX",
  status: "PENDING",
  canReceive: true,
  reason: null,
  addressedTo: null,
  expiresAt: "2026-06-08T00:00:00.000Z",
  sender: { name: "Mina Kim", profileImg: null },
  nft: {
    name: "1-Day Pass · Day 1",
    cltnName: "Hangang Riverside Festival 2026",
    cltnType: "TICKET",
    image: "/img/festival.jpg",
    color: "#0EA5E9",
    brandName: "Hangang",
    startDate: "2026-07-01T03:00:00.000Z",
    timeZone: "Asia/Seoul",
    seat: null,
    groupCount: 1,
  },
};

const render = (path: string, api: ApiHandler = () => undefined) =>
  renderScreen(<ReceiveView />, { path, pattern: "/receive/:code", api });
const signedIn = () => useAuthStore.getState().signIn({ id: 7, lang: "en" });

afterEach(() => useAuthStore.getState().clear());

describe("ReceiveView", () => {
  it("asks a visitor to sign in and keeps the code for afterwards", async () => {
    const { calls } = render("/receive/t7k2m9pqrx");
    expect(screen.getByText(en.receive.signInTitle)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem("admit.pendingReceive") ?? "{}").code).toBe("T7K2M9PQRX");
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: en.receive.signIn }));
    expect(screen.getByTestId("navigated")).toHaveTextContent("/login/start");
  });

  it("shows what the code gives and from whom, and opens the ticket once accepted", async () => {
    localStorage.setItem("admit.pendingReceive", JSON.stringify({ code: "T7K2M9PQRX", at: Date.now() }));
    signedIn();
    const { calls } = render("/receive/T7K2M9PQRX", (call) => {
      if (call.path === "/nfts/receive/T7K2M9PQRX") return { body: PREVIEW };
      if (call.path === "/nfts/receive") return { body: { nftId: 77, transferId: 5, status: "DONE" } };
      return undefined;
    });
    expect(await screen.findByText("Mina Kim sent you a ticket")).toBeInTheDocument();
    expect(screen.getByText(PREVIEW.nft.name)).toBeInTheDocument();
    // Here with the code: the home screen has nothing left to come back to.
    expect(localStorage.getItem("admit.pendingReceive")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: en.receive.accept }));
    expect(await screen.findByTestId("navigated")).toHaveTextContent("/nft/77");
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ code: "T7K2M9PQRX" });
  });

  it("labels a sender with no name as unknown, not as a name slot left empty", async () => {
    signedIn();
    render("/receive/T7K2M9PQRX", () => ({ body: { ...PREVIEW, sender: { name: "", profileImg: null } } }));
    expect(await screen.findByText("From Someone")).toBeInTheDocument();
    expect(screen.queryByText(/^\s*sent you a ticket/)).toBeNull();
  });

  it("says whose address a send is for when it is another's", async () => {
    signedIn();
    render("/receive/T7K2M9PQRX", () => ({
      body: { ...PREVIEW, canReceive: false, reason: "otherAddress", addressedTo: "h***@example.com" },
    }));
    expect(
      await screen.findByText(
        "This ticket was sent to h***@example.com. Sign in with that address to receive it.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: en.receive.accept })).toBeNull();
  });

  it("does not know a code the server does not know, nor text that is no code", async () => {
    signedIn();
    render("/receive/T7K2M9PQRX", () => ({ status: 404, body: { code: "NOT_FOUND", message: "…" } }));
    expect(await screen.findByText(en.receive.unknownTitle)).toBeInTheDocument();
    const other = render("/receive/hello");
    expect(other.calls).toEqual([]);
  });

  it("asks to sign in again when the session ended", async () => {
    signedIn();
    render("/receive/T7K2M9PQRX", () => ({ status: 401, body: { code: "UNAUTHORIZED", message: "…" } }));
    expect(await screen.findByText(en.receive.signInTitle)).toBeInTheDocument();
    expect(useAuthStore.getState().user).toBeNull();
  });
});
