import type { TRsvpView } from "@admit/contract/claims";
import { en as messages } from "@admit/contract/messages/en";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import en from "../../../locales/en.json";
import { useAuthStore } from "../../../stores/auth.ts";
import { usePopupStore } from "../../../stores/popup.ts";
import { type ApiHandler, renderScreen } from "../../../test/render-screen.tsx";
import RsvpView from "./RsvpView.tsx";

const t = en.claims.rsvp;

const VIEW: TRsvpView = {
  cltn: {
    id: 12,
    name: "Spring Garden Party",
    image: "/img/party.jpg",
    color: "#22C55E",
    brandName: "Seoul Garden Club",
    description: "Bring a friend and a picnic mat.",
    startDate: "2099-05-20T09:00:00.000Z",
    endDate: "2099-05-20T12:00:00.000Z",
    timeZone: "Asia/Seoul",
    place: "Seoul Forest",
  },
  opensAt: "2020-01-01T00:00:00.000Z",
  deadline: "2099-05-19T15:00:00.000Z",
  capacity: 50,
  going: 48,
  waiting: 0,
  open: true,
  qtnr: null,
  mine: null,
};
const mine = (
  state: "GOING" | "WAITING" | "DECLINED",
  extra: Partial<NonNullable<TRsvpView["mine"]>> = {},
) => ({
  state,
  position: null,
  nftId: state === "GOING" ? 77 : null,
  answers: null,
  updatedAt: "2026-05-01T00:00:00.000Z",
  ...extra,
});

const render = (api: ApiHandler) =>
  renderScreen(<RsvpView />, { path: "/rsvp/12", pattern: "/rsvp/:cltnId", api });
const answering = (
  view: TRsvpView,
  answer: (body: unknown) => { status?: number; body?: unknown } = () => ({}),
) =>
  render((call) => {
    if (call.path !== "/cltns/12/rsvp") return undefined;
    return call.method === "PUT" ? answer(call.body) : { body: view };
  });
const signedIn = () => useAuthStore.getState().signIn({ id: 7, lang: "en" });

afterEach(() => {
  useAuthStore.getState().clear();
  usePopupStore.setState({ toasts: [], alerts: [] });
});

describe("RsvpView", () => {
  it("shows a visitor the event and its places, and brings them back here after signing in", async () => {
    answering(VIEW);
    // The first answer of a test file loads the contract's schemas it is checked against: give it time.
    expect(
      await screen.findByRole("heading", { name: VIEW.cltn.name }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText("Seoul Garden Club")).toBeInTheDocument();
    expect(screen.getByText("Seoul Forest")).toBeInTheDocument();
    expect(screen.getByText("48 of 50 going")).toBeInTheDocument();
    expect(screen.getByText("2 places left")).toBeInTheDocument();
    expect(screen.getByText(/^Answer by /)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: t.yes })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: t.signIn }));
    expect(sessionStorage.getItem("route")).toBe("/rsvp/12");
    expect(screen.getByTestId("navigated")).toHaveTextContent("/login/start");
  });

  it("says yes and opens the ticket it gives", async () => {
    signedIn();
    const { calls } = answering(VIEW, () => ({ body: { ...VIEW, going: 49, mine: mine("GOING") } }));
    await userEvent.click(await screen.findByRole("button", { name: t.yes }));
    expect(await screen.findByText(t.state.GOING.title)).toBeInTheDocument();
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ answer: "YES" });
    expect(usePopupStore.getState().toasts.map((x) => x.text)).toEqual([t.sent.GOING]);
    await userEvent.click(screen.getByRole("button", { name: t.openTicket }));
    expect(screen.getByTestId("navigated")).toHaveTextContent("/nft/77");
  });

  it("asks the host's questions before a yes, checked before sending", async () => {
    signedIn();
    const items = [{ id: "name", name: "Name", type: "TEXT" as const, required: true, editable: true }];
    const { calls } = answering({ ...VIEW, going: 50, qtnr: { items } }, () => ({
      body: { ...VIEW, going: 50, waiting: 1, mine: mine("WAITING", { position: 1 }) },
    }));
    expect(await screen.findByText(t.full)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: t.yes }));
    await userEvent.click(screen.getByRole("button", { name: t.send }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This field is required.");
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
    await userEvent.click(screen.getByLabelText(/Name/));
    await userEvent.paste("Mina Kim");
    await userEvent.click(screen.getByRole("button", { name: t.send }));
    expect(await screen.findByText(t.state.WAITING.title)).toBeInTheDocument();
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      answer: "YES",
      answers: { name: "Mina Kim" },
    });
  });

  it("shows a place on the waiting list and how the person will hear of a place", async () => {
    signedIn();
    answering({ ...VIEW, going: 50, waiting: 3, mine: mine("WAITING", { position: 2 }) });
    const answer = await screen.findByTestId("rsvp-answer");
    expect(answer).toHaveTextContent("You're number 2 on the waiting list.");
    expect(answer).toHaveTextContent(t.state.WAITING.text);
    expect(screen.getByText("3 people on the waiting list")).toBeInTheDocument();
    expect(within(answer).getByRole("button", { name: t.leaveWaiting })).toBeInTheDocument();
  });

  it("asks before giving a ticket back, and says so when it can no longer be given back", async () => {
    signedIn();
    const { calls } = answering({ ...VIEW, mine: mine("GOING") }, () => ({
      status: 409,
      body: { code: "NOT_TRANSFERABLE", message: "…", data: { reason: "rsvp" } },
    }));
    await userEvent.click(await screen.findByRole("button", { name: t.decline }));
    const [confirm] = usePopupStore.getState().alerts;
    expect(confirm?.title).toBe(t.confirmDeclineTitle);
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
    act(() => confirm?.onConfirm?.());
    await screen.findByText(t.state.GOING.title);
    await act(async () => {});
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ answer: "NO" });
    expect(usePopupStore.getState().alerts.map((a) => a.message)).toContain(t.cannotDecline);
  });

  it("lets someone who said no change their mind", async () => {
    signedIn();
    const { calls } = answering({ ...VIEW, mine: mine("DECLINED") }, () => ({
      body: { ...VIEW, mine: mine("GOING") },
    }));
    expect(await screen.findByText(t.state.DECLINED.title)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: t.changeToYes }));
    expect(await screen.findByText(t.state.GOING.title)).toBeInTheDocument();
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ answer: "YES" });
  });

  it("keeps the ticket but no answer buttons once the deadline passed", async () => {
    signedIn();
    answering({ ...VIEW, open: false, deadline: "2021-01-01T00:00:00.000Z", mine: mine("GOING") });
    expect(await screen.findByText(/^RSVPs closed on /)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: t.openTicket })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: t.decline })).toBeNull();
  });

  it("says answers closed when the server closed them before the deadline", async () => {
    signedIn();
    answering({ ...VIEW, open: false });
    expect(await screen.findByText(t.closedEarly)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: t.yes })).toBeNull();
  });

  it("says when answers open, before they do", async () => {
    signedIn();
    answering({ ...VIEW, open: false, opensAt: "2099-01-01T00:00:00.000Z" });
    expect(await screen.findByText(/^RSVPs open on /)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: t.yes })).toBeNull();
  });

  it("tells a closed RSVP's late yes what the server said", async () => {
    signedIn();
    answering(VIEW, () => ({ status: 410, body: { code: "3106", message: "…" } }));
    await userEvent.click(await screen.findByRole("button", { name: t.yes }));
    await act(async () => {});
    expect(usePopupStore.getState().toasts.map((x) => x.text)).toEqual([messages.error.expiredRsvp]);
  });

  it("is not found for a collection that takes no RSVPs, and offers a retry when loading failed", async () => {
    const notRsvp = render(() => ({ status: 400, body: { code: "1003", message: "…" } }));
    expect(await screen.findByText(t.notFoundTitle)).toBeInTheDocument();
    notRsvp.unmount();
    render(() => ({ status: 500, body: { code: "INTERNAL", message: "…" } }));
    expect(await screen.findByRole("button", { name: en.errorPage.retry })).toBeInTheDocument();
  });
});
