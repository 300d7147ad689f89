import type { ComponentType } from "react";
import type { RouteMeta } from "./route-meta.ts";

/** A screen module: the route's component, loaded lazily. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

export interface AppRoute {
  path: string;
  meta: RouteMeta;
  screen: ScreenLoader;
}

export const unavailable: ScreenLoader = () => import("../components/screens/UnavailableView.tsx");
const purchase = {
  entry: () => import("../features/purchase/components/PayEntryView.tsx"),
  result: () => import("../features/purchase/components/PayResultView.tsx"),
  resale: () => import("../features/purchase/components/ResaleBuyView.tsx"),
};
const legal = {
  terms: () => import("../features/legal/components/TermsView.tsx"),
  privacy: () => import("../features/legal/components/PrivacyView.tsx"),
  marketing: () => import("../features/legal/components/MarketingView.tsx"),
};

const blank = (name: string, flags: Omit<RouteMeta, "name" | "layout"> = {}): RouteMeta => ({
  name,
  layout: "blank",
  ...flags,
});

/**
 * Every path of spec §2 with its layout and flags, each with its screen. A path whose feature is
 * not built yet would use `unavailable` (UnavailableView: the real layout and header with an
 * honest "not available yet"); none does today, and routes.test.ts keeps it so.
 */
export const APP_ROUTES: AppRoute[] = [
  // Public and sign-in
  {
    path: "/login/start",
    meta: blank("StartView", {
      unAuth: true,
      notLogin: true,
      noHeader: true,
      isWlStyle: true,
      blankTheme: 3,
      noQueries: true,
      coreStrings: true,
    }),
    screen: () => import("../features/auth/components/StartView.tsx"),
  },
  {
    path: "/login",
    meta: blank("LoginView", { unAuth: true, notLogin: true, back: true, backTo: "/login/start" }),
    screen: () => import("../features/auth/components/LoginView.tsx"),
  },
  {
    path: "/register/start",
    meta: blank("RegisterStartView", { unAuth: true, notLogin: true, back: true, backTo: "/login/start" }),
    screen: () => import("../features/auth/components/RegisterStartView.tsx"),
  },
  {
    path: "/register/external/:platform",
    meta: blank("RegisterExternalView", { back: true }),
    screen: () => import("../features/auth/components/RegisterExternalView.tsx"),
  },
  {
    path: "/register/email",
    meta: blank("RegisterEmailView", { unAuth: true, notLogin: true, back: true, backTo: "/register/start" }),
    screen: () => import("../features/auth/components/RegisterEmailView.tsx"),
  },
  {
    path: "/register/email/wait",
    meta: blank("RegisterEmailWaitView", { unAuth: true, back: true, backTo: "/login/start" }),
    screen: () => import("../features/auth/components/RegisterEmailWaitView.tsx"),
  },
  {
    path: "/expired",
    meta: blank("ExpiredView", { unAuth: true, back: true, backTo: "/login/start" }),
    screen: () => import("../features/auth/components/ExpiredView.tsx"),
  },
  {
    path: "/register/success",
    meta: blank("RegisterSuccessView", { noHeader: true }),
    screen: () => import("../features/auth/components/RegisterSuccessView.tsx"),
  },
  {
    path: "/invalid",
    meta: blank("InvalidView", { unAuth: true, back: true, backTo: "/login/start" }),
    screen: () => import("../features/auth/components/InvalidView.tsx"),
  },
  // Linking the wallet that pays in XRP (issue 15): viem and the wallet code load only here.
  {
    path: "/register/wallet/code/:stage",
    meta: blank("RegisterWalletCodeView", { back: true }),
    screen: () => import("../features/wallet-link/components/RegisterWalletCodeView.tsx"),
  },
  {
    path: "/verified",
    meta: blank("VerifiedView", { unAuth: true, back: true, backTo: "/login/start" }),
    screen: () => import("../features/auth/components/VerifiedView.tsx"),
  },
  {
    path: "/forgot/pwd",
    meta: blank("ForgotPwdView", { unAuth: true, notLogin: true, back: true, backTo: "/login" }),
    screen: () => import("../features/auth/components/ForgotPwdView.tsx"),
  },
  {
    path: "/reset/password",
    meta: blank("ResetPasswordView", { unAuth: true, back: true, backTo: "/login" }),
    screen: () => import("../features/auth/components/ResetPasswordView.tsx"),
  },
  {
    path: "/termsofservice",
    meta: blank("TermsView", { unAuth: true, back: true, commonFooter: true }),
    screen: legal.terms,
  },
  {
    path: "/privacy",
    meta: blank("PrivacyView", { unAuth: true, back: true, commonFooter: true }),
    screen: legal.privacy,
  },
  {
    path: "/marketing",
    meta: blank("MarketingView", { unAuth: true, back: true, commonFooter: true }),
    screen: legal.marketing,
  },
  {
    path: "/in_app/route",
    meta: blank("InAppRouteView", { unAuth: true, noHeader: true, isWlStyle: true }),
    screen: () => import("../features/label/components/InAppRouteView.tsx"),
  },
  {
    path: "/identify/nice",
    meta: blank("IdentifyNiceView", { back: true }),
    screen: () => import("../features/identity/components/IdentifyNiceView.tsx"),
  },
  // The development wallet (issue 15); the server has no development chain in production.
  {
    path: "/test/wallet",
    meta: blank("TestWalletView", { unAuth: true, back: true }),
    screen: () => import("../features/test-wallet/components/TestWalletView.tsx"),
  },

  // Main
  {
    path: "/",
    meta: { name: "HomeView", layout: "list", tabBar: true, isWlStyle: true, notifications: true },
    screen: () => import("../features/wallet/components/HomeView.tsx"),
  },
  {
    path: "/qr",
    meta: blank("QrScanView", { tabBar: true, blankTheme: 4, camera: true }),
    screen: () => import("../features/scan/components/QrScanView.tsx"),
  },
  // Open to visitors: the screen shows what the code gives and asks them to sign in to claim it.
  {
    path: "/qr/mint",
    meta: blank("QrMintView", { unAuth: true, back: true, backTo: "/qr" }),
    screen: () => import("../features/claims/components/QrMintView.tsx"),
  },
  // Open to visitors: they see the event and its places, and sign in to answer.
  {
    path: "/rsvp/:cltnId",
    meta: blank("RsvpView", { unAuth: true, back: true }),
    screen: () => import("../features/claims/components/RsvpView.tsx"),
  },
  {
    path: "/nal/:link",
    meta: blank("AccessLinkView", { unAuth: true, back: true }),
    screen: () => import("../features/wallet/components/AccessLinkView.tsx"),
  },

  // Tokens
  {
    path: "/nft/:id",
    meta: blank("NftView", { back: true, backTo: "/" }),
    screen: () => import("./screens/TicketScreen.tsx"),
  },
  {
    path: "/nft/:id/seat",
    meta: blank("NftSeatMapView", { unAuth: true, back: true }),
    screen: () => import("../features/wallet/components/NftSeatMapView.tsx"),
  },
  {
    path: "/nft/:id/send",
    meta: blank("NftSendView", { back: true }),
    screen: () => import("../features/transfers/components/NftSendView.tsx"),
  },
  {
    path: "/nft/:id/sell",
    meta: blank("NftSellView", { back: true }),
    screen: () => import("../features/resale/components/NftSellView.tsx"),
  },
  {
    path: "/nft/locked/:id",
    meta: blank("NftLockedView", { back: true, backTo: "/" }),
    screen: () => import("../features/wallet/components/NftLockedView.tsx"),
  },
  {
    path: "/nft/sales/:id",
    meta: blank("NftSalesView", { back: true }),
    screen: () => import("../features/resale/components/NftSalesView.tsx"),
  },
  {
    path: "/nft/qtnr/:id",
    meta: blank("NftQtnrView", { back: true }),
    screen: () => import("../features/qtnr/components/NftQtnrView.tsx"),
  },

  // Coupons
  {
    path: "/coupons",
    meta: blank("CouponListView", { tabBar: true, commonFooter: true }),
    screen: () => import("../features/wallet/components/CouponListView.tsx"),
  },
  {
    path: "/coupons/:id",
    meta: blank("CouponView", { unAuth: true, back: true, backTo: "/coupons" }),
    screen: () => import("../features/wallet/components/CouponView.tsx"),
  },

  // Collections and brands
  {
    path: "/cltn/:id",
    meta: blank("CltnView", { back: true, backTo: "/" }),
    screen: () => import("../features/wallet/components/CltnView.tsx"),
  },
  {
    path: "/cltn/info/:id",
    meta: blank("CltnInfoView", { back: true }),
    screen: () => import("../features/wallet/components/CltnInfoView.tsx"),
  },
  {
    path: "/brand/:id",
    meta: blank("BrandView", { unAuth: true, back: true }),
    screen: () => import("../features/discover/components/BrandView.tsx"),
  },
  {
    path: "/brand/cltn/:id",
    meta: blank("BrandCltnListView", { unAuth: true, back: true }),
    screen: () => import("../features/discover/components/BrandCltnListView.tsx"),
  },

  // Profile
  {
    path: "/profile",
    meta: blank("MyProfileView", { tabBar: true, isFooter: true }),
    screen: () => import("../features/profile/components/MyProfileView.tsx"),
  },
  {
    path: "/profile/edit",
    meta: blank("ProfileEditView", { back: true, backTo: "/profile" }),
    screen: () => import("../features/profile/components/ProfileEditView.tsx"),
  },
  {
    path: "/profile/change/auth/:stage",
    meta: blank("ChangeAuthView", { back: true, backTo: "/profile" }),
    screen: () => import("../features/profile/components/ChangeAuthView.tsx"),
  },
  {
    path: "/profile/auth/2step",
    meta: blank("TwoStepView", { back: true, backTo: "/profile" }),
    screen: () => import("../features/profile/components/TwoStepView.tsx"),
  },
  {
    path: "/profile/orders",
    meta: blank("OrderListView", { back: true, backTo: "/profile" }),
    screen: () => import("../features/purchase/components/OrderListView.tsx"),
  },
  {
    path: "/profile/sales",
    meta: blank("ProfileSalesView", { back: true, backTo: "/profile" }),
    screen: () => import("../features/resale/components/SalesView.tsx"),
  },
  {
    path: "/profile/orders/edit/:id",
    meta: blank("OrderEditView", { back: true }),
    screen: () => import("../features/purchase/components/OrderEditView.tsx"),
  },
  {
    path: "/profile/orders/:id",
    meta: blank("OrderDetailView", { back: true, backTo: "/profile/orders" }),
    screen: () => import("../features/purchase/components/OrderDetailView.tsx"),
  },

  // Other
  {
    path: "/search",
    meta: { name: "SearchView", layout: "search", back: true, backTo: "/" },
    screen: () => import("../features/search/components/SearchView.tsx"),
  },
  {
    path: "/invite",
    meta: blank("InviteView", { back: true, backTo: "/profile" }),
    screen: () => import("../features/invite/components/InviteView.tsx"),
  },

  // Discover
  {
    path: "/discover",
    meta: { name: "DiscoverView", layout: "discover", unAuth: true, tabBar: true },
    screen: () => import("../features/discover/components/DiscoverView.tsx"),
  },
  {
    path: "/discover/search",
    meta: { name: "DiscoverSearchView", layout: "search", unAuth: true, back: true, backTo: "/discover" },
    screen: () => import("../features/discover/components/DiscoverSearchView.tsx"),
  },
  {
    path: "/discover/detail/:id",
    meta: blank("DiscoverDetailView", { unAuth: true, back: true, backTo: "/discover" }),
    screen: () => import("../features/discover/components/DiscoverDetailView.tsx"),
  },
  { path: "/discover/pay/:id", meta: blank("DiscoverPayView", { back: true }), screen: purchase.entry },
  {
    path: "/discover/resale/:cltnId/:nftId",
    meta: blank("ResaleBuyView", { back: true }),
    screen: purchase.resale,
  },
  {
    // Open to visitors: the form, the calendar and the draw are public; applying needs a session.
    path: "/discover/event/apply/form/:cltnId",
    meta: blank("EventApplyFormView", { unAuth: true, back: true }),
    screen: () => import("../features/claims/components/ApplyView.tsx"),
  },
  {
    path: "/discover/event/pay/date",
    meta: blank("PayDateTimeView", { back: true }),
    screen: () => import("../features/purchase/components/PayDateTimeView.tsx"),
  },
  {
    path: "/discover/event/pay/group",
    meta: blank("PayGroupSelectView", { back: true }),
    screen: () => import("../features/purchase/components/PayGroupSelectView.tsx"),
  },
  {
    path: "/discover/event/pay/seat",
    meta: blank("PaySeatSelectView", { back: true }),
    screen: () => import("../features/purchase/components/PaySeatSelectView.tsx"),
  },
  {
    path: "/discover/event/pay/seat/price",
    meta: blank("PaySeatPriceSelectView", { back: true }),
    screen: () => import("../features/purchase/components/PaySeatPriceSelectView.tsx"),
  },
  {
    path: "/discover/event/pay/price",
    meta: blank("PayPriceSelectView", { back: true }),
    screen: () => import("../features/purchase/components/PayPriceSelectView.tsx"),
  },
  {
    path: "/discover/event/pay/buyer",
    meta: blank("PayCustomerInputView", { back: true }),
    screen: () => import("../features/purchase/components/PayCustomerInputView.tsx"),
  },
  {
    path: "/discover/event/pay/detail",
    meta: blank("PayGroupDetailView", { back: true }),
    screen: () => import("../features/purchase/components/PayGroupDetailView.tsx"),
  },

  // Public event app
  {
    path: "/event",
    meta: { name: "EventAppView", layout: "event", unAuth: true, isWlStyle: true, isFooter: true },
    screen: () => import("../features/discover/components/DiscoverView.tsx"),
  },
  {
    path: "/event/search",
    meta: { name: "EventAppSearchView", layout: "search", unAuth: true, back: true, backTo: "/event" },
    screen: () => import("../features/discover/components/DiscoverSearchView.tsx"),
  },
  {
    path: "/event/detail/:id",
    meta: {
      name: "EventDetailView",
      layout: "event",
      unAuth: true,
      back: true,
      backTo: "/event",
      isFooter: true,
    },
    screen: () => import("../features/discover/components/DiscoverDetailView.tsx"),
  },
  { path: "/event/pay/:id", meta: blank("EventPayView", { back: true }), screen: purchase.entry },
  {
    path: "/event/resale/:cltnId/:nftId",
    meta: blank("EventResaleBuyView", { back: true }),
    screen: purchase.resale,
  },
  // An XRP order paid from the linked wallet (issue 15): viem and the wallet code load only here.
  {
    path: "/pay/wallet/:orderId",
    meta: blank("PayWalletView", { back: true }),
    screen: () => import("../features/purchase/components/PayWalletView.tsx"),
  },
  {
    path: "/pay/result/:status",
    meta: blank("PayResultView", { unAuth: true, noHeader: true }),
    screen: purchase.result,
  },

  // Receiving a sent ticket: the mailed link and the sender's QR open it, signed in or not (beyond the spec's paths)
  {
    path: "/receive/:code",
    meta: blank("ReceiveView", { unAuth: true, back: true, backTo: "/" }),
    screen: () => import("../features/transfers/components/ReceiveView.tsx"),
  },
  // The door: hosts admit holders by their QR (issues 4 and 16, beyond the spec's paths). /host is
  // a host's home, where they land after signing in; each date has its door (counts, guests, scans).
  {
    path: "/host",
    meta: blank("HostHomeView"),
    screen: () => import("../features/door/components/HostHomeView.tsx"),
  },
  {
    path: "/host/event/:timeId",
    meta: blank("HostEventView", { back: true, backTo: "/host" }),
    screen: () => import("../features/door/components/HostEventView.tsx"),
  },
  {
    path: "/host/scan",
    meta: blank("HostScanView", { back: true, camera: true }),
    screen: () => import("../features/door/components/HostScanView.tsx"),
  },
  // Hosts print a poster per claim code, its QR opening /qr/mint (beyond the spec's paths)
  {
    path: "/host/claim-codes",
    meta: blank("ClaimPosterListView", { back: true }),
    screen: () => import("../features/claims/components/ClaimPosterListView.tsx"),
  },
  {
    path: "/host/claim-codes/:code",
    meta: blank("ClaimPosterView", { back: true, backTo: "/host/claim-codes" }),
    screen: () => import("../features/claims/components/ClaimPosterView.tsx"),
  },
  // Development: the mail outbox (the server answers 404 where mail is really sent)
  {
    path: "/dev/mailbox",
    meta: blank("DevMailboxView", { unAuth: true, back: true }),
    screen: () => import("../features/dev-mailbox/components/DevMailboxView.tsx"),
  },
];

/** Our name for the spec's fixed event shortcut, and the collection it opens. */
export const FEATURED_EVENT_PATH = "/event/featured";
export const FEATURED_EVENT_ID = 44;

export const NOT_FOUND_META: RouteMeta = {
  name: "NotFoundView",
  layout: "blank",
  unAuth: true,
  noHeader: true,
};
