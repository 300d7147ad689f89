import { createHash } from "node:crypto";
import type { TApplyCan, TApplyFormat, TApplyWriter, TDraw } from "@admit/contract/claims";
import { drawWinners, listHash } from "@admit/contract/draw";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import en from "../../../locales/en.json";
import { useAuthStore } from "../../../stores/auth.ts";
import { usePageTitleStore } from "../../../stores/page-title.ts";
import { usePopupStore } from "../../../stores/popup.ts";
import { type ApiAnswer, type ApiCall, renderScreen } from "../../../test/render-screen.tsx";
import ApplyView from "./ApplyView.tsx";

const t = en.claims.apply;
const BASE = "/discover/cltns/21/apply";

const FORMAT: TApplyFormat = {
  cltn: {
    id: 21,
    name: "Locker Room Tour",
    image: "/img/tour.jpg",
    color: "#1D4ED8",
    brandName: "Hanriver FC",
    startDate: "2099-06-01T01:00:00.000Z",
    timeZone: "Asia/Seoul",
    place: "Hanriver Stadium",
  },
  opensAt: "2020-01-01T00:00:00.000Z",
  closesAt: "2099-05-20T15:00:00.000Z",
  announceAt: "2099-05-22T03:00:00.000Z",
  winners: 20,
  items: [{ id: "name", name: "Name", type: "TEXT", required: true, editable: true }],
  imageMax: 2,
  imageRequired: true,
};
const WRITER: TApplyWriter = {
  answers: { name: "Mina Kim" },
  images: ["/uploads/apply/21/7/first.webp"],
  entry: "a1b2c3d4e5f60718",
  result: "WAITING",
  nftId: 90,
  updatedAt: "2026-05-01T00:00:00.000Z",
};
const CAN: TApplyCan = { can: true, reason: null, applied: false };
const APPLIED: TApplyCan = { can: false, reason: "applied", applied: true };

/** The lottery's calls; `routes` answers the others (the apply itself, the draw). */
const render = (
  {
    format = FORMAT,
    can = CAN,
    writer = WRITER,
  }: { format?: TApplyFormat; can?: TApplyCan; writer?: TApplyWriter },
  routes: (call: ApiCall) => ApiAnswer | undefined = () => undefined,
) => {
  const state = { can, writer };
  return renderScreen(<ApplyView />, {
    path: "/discover/event/apply/form/21",
    pattern: "/discover/event/apply/form/:cltnId",
    api: (call) => {
      const routed = routes(call);
      if (routed) {
        // A new application changes what `can` says.
        if (call.path === BASE && (routed.status ?? 200) === 200) state.can = APPLIED;
        return routed;
      }
      if (call.path === `${BASE}/format`) return { body: format };
      if (call.path === `${BASE}/can`) return { body: state.can };
      if (call.path === `${BASE}/writer`) return { body: state.writer };
      return undefined;
    },
  });
};
const signedIn = () => useAuthStore.getState().signIn({ id: 7, lang: "en" });
const png = (name = "ticket.png") => new File(["png"], name, { type: "image/png" });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => "blob:preview");
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  useAuthStore.getState().clear();
  usePopupStore.setState({ toasts: [], alerts: [] });
});

describe("ApplyView", () => {
  it("shows a visitor the event, its calendar and how many win, and asks them to sign in", async () => {
    const { calls } = render({});
    // The first answer of a test file loads the contract's schemas it is checked against: give it time.
    expect(
      await screen.findByRole("heading", { name: FORMAT.cltn.name }, { timeout: 5000 }),
    ).toBeInTheDocument();
    for (const step of Object.values(t.step)) expect(screen.getByText(step)).toBeInTheDocument();
    expect(screen.getByText("20 winners will be drawn from all applications.")).toBeInTheDocument();
    expect(screen.getByText(t.signInText)).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual([`${BASE}/format`]);
  });

  it("applies with the form and a picture, and then waits for the announcement", async () => {
    signedIn();
    const user = userEvent.setup({ applyAccept: false });
    const { calls } = render({}, (call) =>
      call.method === "POST" && call.path === BASE ? { body: WRITER } : undefined,
    );
    const submit = await screen.findByRole("button", { name: t.submit });
    await user.click(submit);
    // Nothing is sent while the name and the required picture are missing.
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([
      "This field is required.",
      "This field is required.",
    ]);
    await user.click(screen.getByLabelText(/Name/));
    await user.paste("Mina Kim");
    const input = screen.getByTestId("apply-image-input");
    await user.upload(input, new File(["gif"], "cat.gif", { type: "image/gif" }));
    const [refused] = usePopupStore.getState().alerts;
    expect(refused?.title).toBe(t.imageFailed);
    expect(refused?.message).toBe(
      `${t.imageRefusal.type}\nPictures: JPG, JPEG, PNG, WEBP, up to 5 MB each, at most 2.`,
    );
    await user.upload(input, png());
    expect(screen.getByRole("img", { name: "Picture 1" })).toHaveAttribute("src", "blob:preview");
    await user.click(submit);

    const result = await screen.findByTestId("apply-result");
    expect(result).toHaveTextContent(t.result.WAITING.title);
    expect(screen.getByTestId("apply-entry")).toHaveTextContent(WRITER.entry);
    expect(within(result).getByRole("link", { name: t.toWallet })).toHaveAttribute("href", "/");
    const sent = calls.find((c) => c.method === "POST");
    expect(JSON.parse(String(sent?.form?.get("answers")))).toEqual({ name: "Mina Kim" });
    expect(sent?.form?.getAll("images").map((f) => (f as File).name)).toEqual(["ticket.png"]);
    expect(sent?.form?.getAll("keep")).toEqual([]);
    expect(usePopupStore.getState().toasts.map((x) => x.text)).toEqual([t.sent]);
  });

  it("edits an application with its answers and pictures, keeping the ones left", async () => {
    signedIn();
    const { calls } = render({ can: APPLIED }, (call) =>
      call.method === "PUT" && call.path === BASE
        ? { body: { ...WRITER, answers: { name: "Mina" } } }
        : undefined,
    );
    await userEvent.click(await screen.findByRole("button", { name: t.edit }));
    const name = screen.getByLabelText(/Name/);
    expect(name).toHaveValue("Mina Kim");
    expect(screen.getByRole("img", { name: "Picture 1" })).toHaveAttribute("src", WRITER.images[0]);
    await userEvent.clear(name);
    await userEvent.paste("Mina");
    await userEvent.click(screen.getByRole("button", { name: t.save }));
    expect(await screen.findByTestId("apply-result")).toBeInTheDocument();
    const sent = calls.find((c) => c.method === "PUT");
    expect(JSON.parse(String(sent?.form?.get("answers")))).toEqual({ name: "Mina" });
    expect(sent?.form?.getAll("keep")).toEqual(WRITER.images);
    expect(sent?.form?.getAll("images")).toEqual([]);
  });

  it("shows the server's refusal of a picture with the rule", async () => {
    signedIn();
    render({ format: { ...FORMAT, items: [], imageRequired: false } }, (call) =>
      call.path === BASE
        ? { status: 400, body: { code: "IMAGE_INVALID", message: "…", data: { reason: "unreadable" } } }
        : undefined,
    );
    await userEvent.upload(await screen.findByTestId("apply-image-input"), png());
    await userEvent.click(screen.getByRole("button", { name: t.submit }));
    await act(async () => {});
    expect(usePopupStore.getState().alerts.map((a) => a.message)).toEqual([
      `${t.imageRefusal.unreadable}\nPictures: JPG, JPEG, PNG, WEBP, up to 5 MB each, at most 2.`,
    ]);
  });

  it("opens the ticket of a win and says so when not drawn", async () => {
    signedIn();
    const won = render({ can: { ...APPLIED, reason: "closed" }, writer: { ...WRITER, result: "WON" } });
    await userEvent.click(await screen.findByRole("button", { name: t.openTicket }));
    expect(screen.getByTestId("navigated")).toHaveTextContent("/nft/90");
    won.unmount();
    render({ can: { ...APPLIED, reason: "closed" }, writer: { ...WRITER, result: "LOST", nftId: null } });
    expect(await screen.findByText(t.result.LOST.title)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: t.edit })).toBeNull();
  });

  it("says when applications open, and that they closed for someone who did not apply", async () => {
    signedIn();
    const early = render({
      format: { ...FORMAT, opensAt: "2099-01-01T00:00:00.000Z" },
      can: { can: false, reason: "notOpen", applied: false },
    });
    expect(await screen.findByText(/^Applications open on /)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: t.submit })).toBeNull();
    early.unmount();
    render({
      format: { ...FORMAT, closesAt: "2021-01-01T00:00:00.000Z", announceAt: "2021-01-02T00:00:00.000Z" },
      can: { can: false, reason: "closed", applied: false },
    });
    expect(await screen.findByText(/^Applications closed on /)).toBeInTheDocument();
  });

  it("recomputes the published draw in the browser and finds the same winners", async () => {
    const sha = (text: string) => createHash("sha256").update(text).digest("hex");
    const seed = "9c1f0e8a41d7b39c6e0f1a2b3c4d5e6f";
    const entries = [WRITER.entry, "0f1e2d3c4b5a6978", "99aa88bb77cc66dd"];
    const draw: TDraw = {
      algorithm: "sha256-rank-v1",
      seedHash: sha(seed),
      seed,
      listHash: listHash(sha, entries),
      entries: [...entries].sort(),
      winnersCount: 2,
      winners: drawWinners(sha, seed, entries, 2),
      closesAt: FORMAT.closesAt,
      announceAt: FORMAT.announceAt,
      drawnAt: FORMAT.announceAt,
    };
    render({}, (call) => (call.path === `${BASE}/draw` ? { body: draw } : undefined));
    await userEvent.click(await screen.findByRole("button", { name: t.draw.open }));
    const sheet = await screen.findByRole("dialog", { name: t.draw.sheetTitle });
    expect(await within(sheet).findByText(draw.seedHash)).toBeInTheDocument();
    expect(within(sheet).getByText("3 entries")).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole("button", { name: t.draw.recompute }));
    const check = await within(sheet).findByTestId("draw-check");
    expect(check).toHaveTextContent(t.draw.check.seed.ok);
    expect(check).toHaveTextContent(t.draw.check.list.ok);
    expect(check).toHaveTextContent(t.draw.check.winners.ok);
  });

  it("is not found for a collection that is no lottery", async () => {
    render({}, (call) =>
      call.path === `${BASE}/format` ? { status: 400, body: { code: "1003", message: "…" } } : undefined,
    );
    expect(await screen.findByText(t.notFoundTitle)).toBeInTheDocument();
  });

  it("is titled by where the lottery stands: applying, closed, results", async () => {
    const titled = async (format: TApplyFormat) => {
      const view = render({ format });
      await screen.findByRole("heading", { name: FORMAT.cltn.name }, { timeout: 5000 });
      const { title } = usePageTitleStore.getState();
      view.unmount();
      return title;
    };
    // Open: the route's own title, "Apply".
    expect(await titled(FORMAT)).toBeNull();
    expect(await titled({ ...FORMAT, closesAt: "2021-01-01T00:00:00.000Z" })).toBe(t.titleClosed);
    expect(
      await titled({
        ...FORMAT,
        closesAt: "2021-01-01T00:00:00.000Z",
        announceAt: "2021-01-02T00:00:00.000Z",
      }),
    ).toBe(t.titleResults);
    // Gone with the screen: the next one shows its own title.
    expect(usePageTitleStore.getState().title).toBeNull();
  });
});
