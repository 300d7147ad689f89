import type { TClaimPoster } from "@admit/contract/claims";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import en from "../../../locales/en.json";
import { renderScreen } from "../../../test/render-screen.tsx";
import ClaimPosterListView from "./ClaimPosterListView.tsx";
import ClaimPosterView from "./ClaimPosterView.tsx";

// Drawing a QR needs a canvas jsdom lacks: the picture stands for the text it would encode.
vi.mock("qrcode", () => ({ toDataURL: async (text: string) => `data:text/plain,${text}` }));

const p = en.claims.poster;
const POSTER: TClaimPoster = {
  code: "CSPRING26",
  url: "https://admit.example/qr/mint?code=CSPRING26",
  cltnId: 44,
  cltnName: "Hangang Riverside Festival 2026",
  brandName: "Hangang",
  groupName: "Day pass · free entry",
  image: "/img/festival.jpg",
  color: "#0EA5E9",
  // Midday in UTC: 21:00 on 1 May in the event's time zone, wherever the test runs.
  timeZone: "Asia/Seoul",
  startsAt: "2026-05-01T12:00:00.000Z",
  endsAt: "2099-06-30T14:59:00.000Z",
  maxClaims: 100,
  claimed: 12,
};
const ENDED: TClaimPoster = {
  ...POSTER,
  code: "NVIP2025A",
  groupName: "VIP lounge",
  startsAt: "2025-01-01T00:00:00.000Z",
  endsAt: "2025-02-01T00:00:00.000Z",
  maxClaims: null,
  claimed: 340,
};

const forbidden = () => ({ status: 403, body: { code: "FORBIDDEN", message: "…" } });

describe("ClaimPosterListView", () => {
  it("lists the host's codes with their counts and state, each opening its poster", async () => {
    renderScreen(<ClaimPosterListView />, {
      path: "/host/claim-codes",
      api: () => ({ body: [POSTER, ENDED] }),
    });
    // The first answer of a run waits for the contract's schemas to load (lib/api-answers.ts).
    const rows = await screen.findAllByRole("link", {}, { timeout: 5000 });
    expect(rows).toHaveLength(2);
    const [open, ended] = rows as [HTMLElement, HTMLElement];
    expect(open).toHaveTextContent("CSPRING26");
    expect(open).toHaveTextContent("Claimed 12 of 100");
    expect(within(open).getByText(p.state.open)).toBeInTheDocument();
    expect(ended).toHaveTextContent("Claimed: 340");
    expect(within(ended).getByText(p.state.ended)).toBeInTheDocument();
    await userEvent.click(open);
    expect(screen.getByTestId("navigated")).toHaveTextContent("/host/claim-codes/CSPRING26");
  });

  it("tells a customer that posters are a host's", async () => {
    renderScreen(<ClaimPosterListView />, { path: "/host/claim-codes", api: forbidden });
    expect(await screen.findByRole("alert")).toHaveTextContent(p.forbidden);
  });

  it("says when the host has no codes", async () => {
    renderScreen(<ClaimPosterListView />, { path: "/host/claim-codes", api: () => ({ body: [] }) });
    expect(await screen.findByText(p.list.emptyTitle)).toBeInTheDocument();
  });
});

describe("ClaimPosterView", () => {
  const render = (path: string, api: Parameters<typeof renderScreen>[1]["api"]) =>
    renderScreen(<ClaimPosterView />, { path, pattern: "/host/claim-codes/:code", api });

  it("prints a poster: the QR of the claim link, the code to type, the period and the count", async () => {
    const print = vi.fn();
    vi.stubGlobal("print", print);
    const { calls } = render("/host/claim-codes/cspring26", () => ({ body: [POSTER] }));
    const poster = await screen.findByTestId("claim-poster");
    expect(calls[0]?.query.get("code")).toBe("CSPRING26");
    expect(await within(poster).findByTestId("claim-poster-qr")).toHaveAttribute("data-qr", POSTER.url);
    expect(poster).toHaveTextContent(POSTER.cltnName);
    expect(poster).toHaveTextContent(p.scan);
    expect(within(poster).getByText("CSPRING26")).toBeInTheDocument();
    expect(poster).toHaveTextContent("Claimed 12 of 100");
    expect(poster).toHaveTextContent(/Claim from 1 May 2026/);
    // The button stays off the paper.
    expect(within(poster).queryByRole("button")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: p.print }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("does not show a code that is not the host's, and leads back to the list", async () => {
    render("/host/claim-codes/CNOPE99", () => ({ status: 404, body: { code: "NOT_FOUND", message: "…" } }));
    expect(await screen.findByText(p.notFound.title)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: p.toList }));
    expect(screen.getByTestId("navigated")).toHaveTextContent("/host/claim-codes");
  });

  it("tells a customer that posters are a host's", async () => {
    render("/host/claim-codes/CSPRING26", forbidden);
    expect(await screen.findByRole("alert")).toHaveTextContent(p.forbidden);
  });
});
