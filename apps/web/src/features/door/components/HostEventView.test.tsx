import type { TDoorScan, TGuest, THostEvent } from "@admit/contract/door";
import { en as messages } from "@admit/contract/messages/en";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import en from "../../../locales/en.json";
import { usePopupStore } from "../../../stores/popup.ts";
import { type ApiCall, renderScreen } from "../../../test/render-screen.tsx";
import HostEventView from "./HostEventView.tsx";
import HostHomeView from "./HostHomeView.tsx";

const d = en.door;
const HOUR = 3_600_000;
const now = Date.now();
const EVENT: THostEvent = {
  cltnTimeId: 7,
  cltnId: 3,
  cltnName: "Rooftop Session Tonight",
  cltnType: "TICKET",
  image: "/img/rooftop.svg",
  placeName: "Seongsu Modern Gallery",
  startAt: new Date(now + HOUR).toISOString(),
  endAt: new Date(now + 5 * HOUR).toISOString(),
  openAt: new Date(now - HOUR).toISOString(),
  timeZone: "Asia/Seoul",
  dataUntil: new Date(now + 180 * 24 * HOUR).toISOString(),
  counts: { admitted: 2, expected: 6, gates: [{ gate: "North", admitted: 2 }] },
};
const YUNA: TGuest = {
  nftId: 41,
  serial: 6,
  ticketName: "Rooftop Standing",
  holderName: "Yuna Choi",
  attendeeName: null,
  seat: null,
  orderId: "ord_abc",
  status: "ACTIVE",
  useCnt: 0,
  totalUseCnt: 1,
  admittedAt: null,
  gate: null,
  admissionId: null,
};
const SORA: TGuest = {
  ...YUNA,
  nftId: 42,
  serial: 5,
  holderName: "Sora Han",
  status: "USED",
  useCnt: 1,
  admittedAt: new Date(now - 10 * 60_000).toISOString(),
  gate: "North",
  admissionId: 900,
};
const SCAN: TDoorScan = {
  historyId: 900,
  at: SORA.admittedAt as string,
  result: "ADMITTED",
  gate: "North",
  nftId: 42,
  ticketName: "Rooftop Standing",
  holderName: "Sora Han",
  seat: null,
  manual: null,
  note: null,
  cancelled: false,
  byMe: true,
  scannedBy: "Seojun Park",
};

afterEach(() => usePopupStore.setState({ toasts: [] }));
const toasts = () => usePopupStore.getState().toasts.map((t) => t.text);

function door(overrides: { event?: Partial<THostEvent>; guests?: (call: ApiCall) => TGuest[] } = {}) {
  return (call: ApiCall) => {
    if (call.path === "/host/events/7") return { body: { ...EVENT, ...overrides.event } };
    if (call.path === "/host/events/7/guests")
      return { body: { items: overrides.guests?.(call) ?? [YUNA, SORA], more: 0, counts: EVENT.counts } };
    if (call.path === "/host/events/7/scans") return { body: { items: [SCAN] } };
    if (call.path === "/host/events/7/guests/41/admit")
      return {
        body: {
          result: "ADMITTED",
          kind: "NFT",
          historyId: 901,
          nft: null,
          coupon: null,
          usedAt: new Date().toISOString(),
          usedGate: null,
          openDate: null,
        },
      };
    if (call.path === "/host/checkin/900/cancel") return { body: { id: 42, status: "ACTIVE", useCnt: 0 } };
    return undefined;
  };
}

describe("HostEventView", () => {
  it("shows the live count per gate, finds guests and admits one by hand with a reason", async () => {
    const { calls } = renderScreen(<HostEventView />, {
      path: "/host/event/7",
      pattern: "/host/event/:timeId",
      api: door({ guests: (call) => (call.query.get("q") === "yuna" ? [YUNA] : [YUNA, SORA]) }),
    });
    expect(
      await screen.findByRole("heading", { name: EVENT.cltnName }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText("of 6 admitted")).toBeInTheDocument();
    expect(
      within(screen.getByRole("list", { name: d.counts.byGate })).getByText("North"),
    ).toBeInTheDocument();
    const guests = screen.getByRole("region", { name: d.pane.guests });
    expect(await within(guests).findByText("Sora Han")).toBeInTheDocument();
    expect(within(guests).getByText(/In at \d\d:\d\d · North/)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(d.guest.search), "yuna");
    // One call after the typing pauses, not one per key.
    await waitFor(() => expect(within(guests).queryByText("Sora Han")).toBeNull());
    expect(calls.filter((c) => c.path.endsWith("/guests")).map((c) => c.query.get("q"))).toEqual([
      "",
      "yuna",
    ]);

    await userEvent.click(screen.getByRole("button", { name: d.guest.admit }));
    const sheet = screen.getByRole("dialog", { name: d.admit.title });
    await userEvent.click(within(sheet).getByRole("radio", { name: new RegExp(d.admit.reasons.OTHER) }));
    await userEvent.click(within(sheet).getByRole("button", { name: "Admit Yuna Choi" }));
    // "Another reason" needs the host's words before anything is sent.
    expect(within(sheet).getByRole("alert")).toHaveTextContent(messages.valid.required);
    expect(calls.some((c) => c.path.endsWith("/admit"))).toBe(false);
    await userEvent.type(within(sheet).getByLabelText(d.admit.note), "Printed e-mail");
    await userEvent.click(within(sheet).getByRole("button", { name: "Admit Yuna Choi" }));
    await waitFor(() => expect(toasts()).toContain("Yuna Choi admitted"));
    expect(calls.find((c) => c.path.endsWith("/admit"))?.body).toEqual({
      reason: "OTHER",
      note: "Printed e-mail",
    });
  });

  it("lists the last scans with undo", async () => {
    const { calls } = renderScreen(<HostEventView />, {
      path: "/host/event/7",
      pattern: "/host/event/:timeId",
      api: door(),
    });
    await userEvent.click(await screen.findByRole("button", { name: d.pane.scans }, { timeout: 5000 }));
    const scans = screen.getByRole("region", { name: d.pane.scans });
    expect(await within(scans).findByText("Sora Han")).toBeInTheDocument();
    expect(within(scans).getByText(/North · by code · by you/)).toBeInTheDocument();
    await userEvent.click(within(scans).getByRole("button", { name: d.undo }));
    await waitFor(() => expect(toasts()).toContain("Admission of Sora Han undone"));
    expect(calls.some((c) => c.method === "POST" && c.path === "/host/checkin/900/cancel")).toBe(true);
  });

  it("offers no admitting before the doors open, and no attendee data six months after the event", async () => {
    renderScreen(<HostEventView />, {
      path: "/host/event/7",
      pattern: "/host/event/:timeId",
      api: door({ event: { openAt: new Date(now + HOUR).toISOString() } }),
    });
    expect(await screen.findByText("Yuna Choi", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: d.guest.admit })).toBeNull();
    expect(screen.getByText(d.phase.upcoming)).toBeInTheDocument();
  });

  it("says the attendee data is gone once six months passed", async () => {
    const ended = new Date(now - 200 * 24 * HOUR);
    renderScreen(<HostEventView />, {
      path: "/host/event/7",
      pattern: "/host/event/:timeId",
      api: door({
        event: {
          startAt: ended.toISOString(),
          endAt: ended.toISOString(),
          openAt: null,
          dataUntil: new Date(now - 20 * 24 * HOUR).toISOString(),
        },
      }),
    });
    expect(await screen.findByText(d.dataOverTitle, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: d.pane.guests })).toBeNull();
    expect(screen.queryByRole("link", { name: d.scan })).toBeNull();
  });
});

describe("HostHomeView", () => {
  it("lists the host's dates with their counts, each opening its door, and their wallet one tap away", async () => {
    renderScreen(<HostHomeView />, {
      path: "/host",
      api: (call) => {
        if (call.path === "/host/events") return { body: { items: [EVENT] } };
        if (call.path === "/users/me") return { status: 401, body: { code: "UNAUTHORIZED", message: "…" } };
        return undefined;
      },
    });
    const row = await screen.findByRole("link", { name: /Rooftop Session Tonight/ }, { timeout: 5000 });
    expect(row).toHaveTextContent("2 of 6 in");
    expect(row).toHaveTextContent(d.phase.open);
    expect(screen.getByRole("link", { name: d.toWallet })).toHaveAttribute("href", "/");
    await userEvent.click(row);
    expect(screen.getByTestId("navigated")).toHaveTextContent("/host/event/7");
  });

  it("tells a customer the door is for hosts", async () => {
    renderScreen(<HostHomeView />, {
      path: "/host",
      api: (call) =>
        call.path === "/host/events"
          ? { status: 403, body: { code: "FORBIDDEN", message: "…" } }
          : { status: 401, body: { code: "UNAUTHORIZED", message: "…" } },
    });
    expect(
      await screen.findByRole("heading", { name: d.forbiddenTitle }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
