import type { TCouponDetail, TCouponHistoryItem } from "@admit/contract/coupons";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { formatDate, formatOwnDate } from "../../../lib/format.ts";
import { writeTimesAsIn } from "../../../lib/render-zone.ts";
import en from "../../../locales/en.json";
import { useAuthStore } from "../../../stores/auth.ts";
import type { ApiHandler } from "../../../test/render-screen.tsx";
import { renderScreen } from "../../../test/render-screen.tsx";
import CouponView from "./CouponView.tsx";

// jsdom draws no canvas: the code is "drawn" as a data URL of its own text.
vi.mock("qrcode", () => ({ toDataURL: async (text: string) => `data:text/plain,${text}` }));

const COUPON: TCouponDetail = {
  id: 5,
  couponId: 2,
  nftId: 9,
  name: "₩5,000 off the home opener",
  description: "Season members' welcome gift.",
  image: "/demo/coupons/hanriver-fc-5000-off.svg",
  brandName: "Hanriver FC",
  brandImg: "",
  cltnName: "Home opener",
  discountType: "AMOUNT",
  discountValue: 5000,
  currency: "KRW",
  validFrom: "2026-03-01T00:00:00.000Z",
  validTo: "2026-03-20T08:00:00.000Z",
  useLimit: 2,
  useCnt: 0,
  status: "ACTIVE",
  usedAt: null,
  timeZone: "Asia/Seoul",
  qrValidTime: 30,
};

const USED: TCouponDetail = { ...COUPON, status: "USED", useCnt: 2, usedAt: "2026-03-05T11:30:00.000Z" };
const HISTORY: TCouponHistoryItem[] = [
  { id: 12, type: "USE", createdAt: "2026-03-05T11:30:00.000Z", detail: { gate: "Gate 2", useCnt: 2 } },
  { id: 11, type: "USE", createdAt: "2026-03-04T10:00:00.000Z", detail: { gate: null, useCnt: 1 } },
];

/** The holder's calls for one coupon, as the server answers them. */
const holder =
  (coupon: TCouponDetail, history: TCouponHistoryItem[] = []): ApiHandler =>
  (call) => {
    if (call.path === "/coupons/5") return { body: coupon };
    if (call.path === "/coupons/5/qr")
      return { body: { qrType: "DYNAMIC", qrValidTime: 30, qrData: "CPN-5-abc" } };
    if (call.path === "/coupons/5/status")
      return {
        body: { id: 5, status: coupon.status, useCnt: coupon.useCnt, useLimit: 2, usedAt: coupon.usedAt },
      };
    if (call.path === "/coupons/5/history") return { body: history };
    return undefined;
  };

const render = (path: string, api?: ApiHandler) =>
  renderScreen(<CouponView />, { path, pattern: "/coupons/:id", api });
const signIn = () => useAuthStore.getState().signIn({ id: 7, lang: "en" });

// The first answer loads the contract's schemas to check it (lib/api-answers.ts): load them before
// the first test's clock starts, so that a busy machine does not time it out.
beforeAll(() => import("../../../lib/api-answers.ts"));
afterEach(() => useAuthStore.getState().clear());

describe("CouponView", () => {
  it("shows an ACTIVE coupon with what it gives and its live code", async () => {
    signIn();
    const { calls } = render("/coupons/5", holder(COUPON));
    expect(await screen.findByRole("heading", { name: COUPON.name })).toBeInTheDocument();
    expect(screen.getByText("₩5,000 off")).toBeInTheDocument();
    expect(screen.getByText(en.coupon.status.ACTIVE)).toBeInTheDocument();
    expect(screen.getByText(en.coupon.detail.explain.ACTIVE)).toBeInTheDocument();
    expect(screen.getByTestId("coupon-uses")).toHaveTextContent("2 / 2");
    const qr = await screen.findByTestId("coupon-qr");
    expect(qr).toHaveAttribute("data-qr", "CPN-5-abc");
    expect(qr).toHaveAccessibleName(en.coupon.detail.qrAlt);
    expect(await screen.findByText(en.coupon.history.empty)).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST" && c.path === "/coupons/5/qr")).toBe(true);
  });

  it("shows a USED coupon without a code, with when it was used and its history", async () => {
    signIn();
    const { calls } = render("/coupons/5", holder(USED, HISTORY));
    expect(await screen.findByText(en.coupon.detail.explain.USED)).toBeInTheDocument();
    expect(screen.getByText(en.coupon.status.USED)).toBeInTheDocument();
    expect(screen.getByTestId("coupon-uses")).toHaveTextContent("0 / 2");
    expect(
      screen.getByText(formatOwnDate(USED.usedAt ?? "", "en", { time: true, eventZone: "Asia/Seoul" })),
    ).toBeInTheDocument();
    const history = await screen.findByTestId("coupon-history");
    expect(within(history).getAllByText(en.coupon.history.type.USE)).toHaveLength(2);
    expect(within(history).getByText(/Gate 2/)).toBeInTheDocument();
    expect(screen.queryByTestId("coupon-qr")).toBeNull();
    expect(screen.queryByText(en.coupon.codeHint)).toBeNull();
    expect(calls.filter((c) => c.path.endsWith("/qr") || c.path.endsWith("/status"))).toEqual([]);
  });

  it("writes a use in the holder's zone, named, and the validity in the collection's (issue 26)", async () => {
    // A holder in New York; the collection is in Seoul.
    writeTimesAsIn("America/New_York");
    try {
      signIn();
      render("/coupons/5", holder(USED, HISTORY));
      // 11:30 UTC: 06:30 in New York.
      const history = await screen.findByTestId("coupon-history");
      expect(within(history).getByText(/5 March 2026 at 06:30 Eastern Standard Time/)).toBeInTheDocument();
      expect(screen.getAllByText(/5 March 2026 at 06:30 Eastern Standard Time/)).toHaveLength(2);
      // The validity ends 08:00 UTC: 17:00 in Seoul.
      expect(screen.getByText("20 March 2026 at 17:00 Korean Standard Time")).toBeInTheDocument();
    } finally {
      writeTimesAsIn(undefined);
    }
  });

  it("says from when a coupon that is not usable yet can be used", async () => {
    signIn();
    render("/coupons/5", holder({ ...COUPON, status: "UNUSE" }));
    const from = formatDate(COUPON.validFrom, "en", { time: true, timeZone: "Asia/Seoul" });
    expect(
      await screen.findByText(en.coupon.detail.explain.UNUSE.replace("{{date}}", from)),
    ).toBeInTheDocument();
    expect(screen.queryByText(en.coupon.codeHint)).toBeNull();
  });

  it("asks a visitor to sign in, and comes back to the coupon afterwards", async () => {
    const { calls } = render("/coupons/5");
    expect(screen.getByRole("heading", { name: en.coupon.detail.signInTitle })).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: en.login.submit }));
    expect(screen.getByTestId("navigated")).toHaveTextContent("/login/start?route=%2Fcoupons%2F5");
  });

  it("asks to sign in again when the session has ended", async () => {
    signIn();
    render("/coupons/5", () => ({ status: 401, body: { code: "401", message: "Sign in" } }));
    expect(await screen.findByRole("heading", { name: en.coupon.detail.signInTitle })).toBeInTheDocument();
    expect(useAuthStore.getState().user).toBeNull();
  });

  it("does not find another person's coupon", async () => {
    signIn();
    render("/coupons/5", () => ({ status: 404, body: { code: "4505", message: "Not yours" } }));
    expect(await screen.findByRole("heading", { name: en.coupon.detail.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByText(en.coupon.detail.notFoundText)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: en.coupon.detail.toList }));
    expect(screen.getByTestId("navigated")).toHaveTextContent("/coupons");
  });

  it("opens a coupon through an access link without signing in, with its code and no history", async () => {
    const { calls } = render("/coupons/5?link=L1nk", (call) => {
      if (call.path === "/access_links/L1nk/coupons/5") return { body: COUPON };
      if (call.path === "/access_links/L1nk/coupons/5/qr")
        return { body: { qrType: "DYNAMIC", qrValidTime: 30, qrData: "CPN-5-link" } };
      if (call.path === "/access_links/L1nk/coupons/5/status")
        return { body: { id: 5, status: "ACTIVE", useCnt: 0, useLimit: 2, usedAt: null } };
      return undefined;
    });
    expect(await screen.findByText(en.coupon.detail.shared)).toBeInTheDocument();
    expect(await screen.findByTestId("coupon-qr")).toHaveAttribute("data-qr", "CPN-5-link");
    expect(screen.queryByRole("heading", { name: en.coupon.history.title })).toBeNull();
    expect(calls.every((c) => c.path.startsWith("/access_links/L1nk/"))).toBe(true);
  });

  it("tells a link that no longer opens the coupon", async () => {
    render("/coupons/5?link=gone", () => ({ status: 404, body: { code: "NOT_FOUND", message: "Gone" } }));
    expect(await screen.findByText(en.coupon.detail.notFoundLinkText)).toBeInTheDocument();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("offers to try again when the coupon could not be loaded", async () => {
    signIn();
    render("/coupons/5", () => ({ status: 500, body: { code: "INTERNAL", message: "Oops" } }));
    expect(await screen.findByRole("button", { name: en.errorPage.retry })).toBeInTheDocument();
  });
});
