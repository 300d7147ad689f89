import { describe, expect, it } from "vitest";
import { tabOfView } from "./route-meta.ts";
import { APP_ROUTES, FEATURED_EVENT_PATH, unavailable } from "./routes.ts";

/** Every path of spec §2, written as React Router patterns. */
const SPEC_PATHS = [
  "/login/start",
  "/login",
  "/register/start",
  "/register/external/:platform",
  "/register/email",
  "/register/email/wait",
  "/expired",
  "/register/success",
  "/invalid",
  "/register/wallet/code/:stage",
  "/verified",
  "/forgot/pwd",
  "/reset/password",
  "/termsofservice",
  "/privacy",
  "/marketing",
  "/in_app/route",
  "/identify/nice",
  "/test/wallet",
  "/",
  "/qr",
  "/qr/mint",
  "/rsvp/:cltnId",
  "/nal/:link",
  "/nft/:id",
  "/nft/:id/seat",
  "/nft/locked/:id",
  "/nft/sales/:id",
  "/nft/qtnr/:id",
  "/coupons",
  "/coupons/:id",
  "/cltn/:id",
  "/cltn/info/:id",
  "/brand/:id",
  "/brand/cltn/:id",
  "/profile",
  "/profile/edit",
  "/profile/change/auth/:stage",
  "/profile/auth/2step",
  "/profile/orders",
  "/profile/orders/edit/:id",
  "/profile/orders/:id",
  "/search",
  "/invite",
  "/discover",
  "/discover/search",
  "/discover/detail/:id",
  "/discover/pay/:id",
  "/discover/event/apply/form/:cltnId",
  "/discover/event/pay/date",
  "/discover/event/pay/group",
  "/discover/event/pay/seat",
  "/discover/event/pay/seat/price",
  "/discover/event/pay/price",
  "/discover/event/pay/buyer",
  "/discover/event/pay/detail",
  "/event",
  "/event/search",
  "/event/detail/:id",
  "/event/pay/:id",
  "/pay/result/:status",
];

describe("routes", () => {
  it("registers every path of spec §2 exactly once", () => {
    const paths = APP_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    // Plus the paths issues name beyond the spec.
    expect([...paths].sort()).toEqual(
      [
        ...SPEC_PATHS,
        "/dev/mailbox",
        "/host",
        "/host/event/:timeId",
        "/host/scan",
        "/host/claim-codes",
        "/host/claim-codes/:code",
        "/nft/:id/send",
        "/receive/:code",
        "/nft/:id/sell",
        "/profile/sales",
        "/discover/resale/:cltnId/:nftId",
        "/event/resale/:cltnId/:nftId",
        // The wallet payment step of spec §4 (connect, sign, recording, result) has no path of its own there.
        "/pay/wallet/:orderId",
      ].sort(),
    );
    expect(paths).not.toContain(FEATURED_EVENT_PATH);
  });

  it("names the views of spec §2 on their paths", () => {
    const byPath = Object.fromEntries(APP_ROUTES.map((r) => [r.path, r.meta.name]));
    expect(byPath).toMatchObject({
      "/login/start": "StartView",
      "/": "HomeView",
      "/discover": "DiscoverView",
      "/search": "SearchView",
      "/discover/search": "DiscoverSearchView",
      "/event/search": "EventAppSearchView",
      "/coupons": "CouponListView",
      "/profile": "MyProfileView",
      "/qr": "QrScanView",
      "/nft/qtnr/:id": "NftQtnrView",
      "/nft/:id/seat": "NftSeatMapView",
      "/in_app/route": "InAppRouteView",
      "/brand/cltn/:id": "BrandCltnListView",
      "/discover/event/pay/date": "PayDateTimeView",
      "/discover/event/pay/group": "PayGroupSelectView",
      "/discover/event/pay/price": "PayPriceSelectView",
      "/discover/event/pay/seat": "PaySeatSelectView",
      "/discover/event/pay/seat/price": "PaySeatPriceSelectView",
      "/discover/event/pay/buyer": "PayCustomerInputView",
      "/discover/event/pay/detail": "PayGroupDetailView",
    });
  });

  it("keeps public pages public and the token seat map public", () => {
    const publicPaths = APP_ROUTES.filter((r) => r.meta.unAuth).map((r) => r.path);
    expect(publicPaths).toEqual(
      expect.arrayContaining([
        "/login/start",
        "/termsofservice",
        "/privacy",
        "/discover",
        "/event",
        "/nft/:id/seat",
        "/coupons/:id",
        "/pay/result/:status",
        // A claim poster's QR opens it on any phone: the screen asks visitors to sign in itself.
        "/qr/mint",
      ]),
    );
    expect(publicPaths).not.toContain("/");
    expect(publicPaths).not.toContain("/profile");
    expect(publicPaths).not.toContain("/host/claim-codes");
  });

  it("opens the purchase, payment result and order screens, not the not-yet-available page", () => {
    const purchase = [
      "/discover/pay/:id",
      "/event/pay/:id",
      "/discover/event/pay/date",
      "/discover/event/pay/group",
      "/discover/event/pay/seat",
      "/discover/event/pay/seat/price",
      "/discover/event/pay/price",
      "/discover/event/pay/buyer",
      "/discover/event/pay/detail",
      "/pay/result/:status",
      "/profile/orders",
      "/profile/orders/:id",
      "/profile/orders/edit/:id",
      "/discover/resale/:cltnId/:nftId",
      "/event/resale/:cltnId/:nftId",
    ];
    const screens = APP_ROUTES.filter((r) => purchase.includes(r.path));
    expect(screens).toHaveLength(purchase.length);
    expect(screens.filter((r) => r.screen === unavailable).map((r) => r.path)).toEqual([]);
    // The stages need a session (the guard sends visitors to sign in); the result page does not.
    expect(screens.filter((r) => r.meta.unAuth).map((r) => r.path)).toEqual(["/pay/result/:status"]);
  });

  it("opens the wallet linking flow (signed in) and the development wallet (no session needed)", () => {
    const link = APP_ROUTES.find((r) => r.path === "/register/wallet/code/:stage");
    const wallet = APP_ROUTES.find((r) => r.path === "/test/wallet");
    expect([link?.screen, wallet?.screen]).not.toContain(unavailable);
    expect(link?.meta.unAuth).toBeFalsy();
    expect(wallet?.meta.unAuth).toBe(true);
  });

  it("selects the tab from the route's name", () => {
    const tabs = Object.fromEntries(
      APP_ROUTES.filter((r) => r.meta.tabBar).map((r) => [r.path, tabOfView(r.meta.name)]),
    );
    expect(tabs).toEqual({
      "/": "tickets",
      "/discover": "discover",
      "/qr": "scan",
      "/coupons": "coupon",
      "/profile": "profile",
    });
  });

  it("opens the catalogue's own screens, the event app sharing the discover tab's", async () => {
    const screenOf = async (path: string) => {
      const route = APP_ROUTES.find((r) => r.path === path);
      if (!route) throw new Error(`no route ${path}`);
      return (await route.screen()).default.name;
    };
    const expected: Record<string, string> = {
      "/discover": "DiscoverView",
      "/event": "DiscoverView",
      "/discover/search": "DiscoverSearchView",
      "/event/search": "DiscoverSearchView",
      "/discover/detail/:id": "DiscoverDetailView",
      "/event/detail/:id": "DiscoverDetailView",
      "/brand/:id": "BrandView",
      "/brand/cltn/:id": "BrandCltnListView",
      // Buy leads into the purchase flow.
      "/discover/pay/:id": "PayEntryView",
      "/event/pay/:id": "PayEntryView",
      // A resale ticket's Buy, from either catalogue.
      "/discover/resale/:cltnId/:nftId": "ResaleBuyView",
      "/event/resale/:cltnId/:nftId": "ResaleBuyView",
    };
    for (const [path, name] of Object.entries(expected)) expect(await screenOf(path), path).toBe(name);
  });
});
