/**
 * The contract's schema of each answer the web reads, checked in development and in tests only
 * (api-client.ts loads this module behind `import.meta.env.DEV`, so production bundles carry no
 * zod): an answer that drifted from the contract fails a test, or shows in the console, instead
 * of rendering `undefined` somewhere. Paths are as the web calls them, `:name` for a segment.
 */
import { ZUserCheck } from "@admit/contract/api";
import {
  ZApplyCan,
  ZApplyFormat,
  ZApplyWriter,
  ZClaimOffer,
  ZClaimPosterList,
  ZClaimResult,
  ZDraw,
  ZRsvpView,
} from "@admit/contract/claims";
import { ZCouponDetail, ZCouponList, ZCouponStatus } from "@admit/contract/coupons";
import {
  ZDiscoverBrand,
  ZDiscoverCltnDetail,
  ZDiscoverCltnList,
  ZDiscoverFilterOptions,
  ZDiscoverNftGroupList,
  ZDiscoverProductList,
} from "@admit/contract/discover";
import { ZDoorScanList, ZGuestList, ZHostEvent, ZHostEventList } from "@admit/contract/door";
import { ZLabel } from "@admit/contract/labels";
import {
  ZAccessLinkList,
  ZCheckinResponse,
  ZCltnInfo,
  ZCreatedAccessLink,
  ZMyCltn,
  ZNftDetail,
  ZNftHistory,
  ZNftList,
  ZNftStatus,
  ZQrData,
  ZQtnrTemplateResponse,
} from "@admit/contract/nfts";
import { ZNotificationDetail, ZUnconfirmedIds } from "@admit/contract/notifications";
import {
  ZListingDetail,
  ZResaleBreakdown,
  ZResaleOffers,
  ZSalesOverview,
  ZSellRegistInfo,
} from "@admit/contract/resale";
import {
  ZCltnQtnrTemplate,
  ZOrderDetail,
  ZOrderSummary,
  ZPaymentValidResponse,
  ZPriceQuote,
  ZReservation,
  ZSaleSeatMap,
  ZSaleZoneMap,
  ZSeatReserveResponse,
  ZSeatTimeResponse,
} from "@admit/contract/sale";
import { ZReceivePreview, ZReceiveResponse, ZSendInfo, ZSendState } from "@admit/contract/transfers";
import {
  ZInvitation,
  ZMe,
  ZSigninResponse,
  ZSigninUser,
  ZTwoStepChallenge,
  ZWithdrawCheck,
} from "@admit/contract/users";
import { ZLinkedWallet, ZWalletChallenge, ZWalletLinkState } from "@admit/contract/wallet-link";
import { z } from "zod";

type Method = "GET" | "POST" | "PUT" | "DELETE";

const ANSWERS: [Method, string, z.ZodType][] = [
  ["GET", "/users/check", ZUserCheck],
  ["GET", "/users/me", ZMe],
  ["PUT", "/users/me", ZMe],
  ["PUT", "/users/profile-img", ZMe],
  ["POST", "/users/signin/email", ZSigninResponse],
  ["POST", "/users/signin/2step", ZSigninUser],
  ["POST", "/users/signin/2step/resend", ZTwoStepChallenge],
  ["POST", "/users/auth/2step/code", ZTwoStepChallenge],
  ["GET", "/users/invite", z.array(ZInvitation)],
  ["GET", "/users/withdraw/can", ZWithdrawCheck],
  ["POST", "/users/wallet-link/challenge", ZWalletChallenge],
  ["POST", "/users/wallet-link", ZLinkedWallet],
  ["GET", "/users/wallet-link", ZWalletLinkState],
  ["DELETE", "/users/wallet-link", ZWalletLinkState],
  ["GET", "/labels/:name", ZLabel],
  ["GET", "/nfts", ZNftList],
  ["GET", "/nfts/:id", ZNftDetail],
  ["GET", "/nfts/:id/status", ZNftStatus],
  ["POST", "/nfts/:id/qr", ZQrData],
  ["GET", "/nfts/:id/history", ZNftHistory],
  ["GET", "/nfts/:id/qtnr-template", ZQtnrTemplateResponse],
  ["GET", "/nfts/:id/send", ZSendState],
  ["POST", "/nfts/:id/send", ZSendInfo],
  ["PUT", "/nfts/:id/send/cancel", ZSendInfo],
  ["POST", "/nfts/:id/resend", ZSendInfo],
  ["GET", "/nfts/:id/sell/regist", ZSellRegistInfo],
  ["POST", "/nfts/:id/sell/regist", ZListingDetail],
  ["POST", "/nfts/:id/sell/regist/cancel", ZListingDetail],
  ["GET", "/nfts/:id/regist/info", ZResaleBreakdown],
  ["GET", "/nfts/:id/sell", ZListingDetail],
  ["GET", "/nfts/:id/sell/detail", ZListingDetail],
  ["PUT", "/nfts/:id/sell", ZListingDetail],
  ["POST", "/nfts/:id/sell/cancel", ZListingDetail],
  ["POST", "/nfts/:id/buy/reservation", ZReservation],
  ["POST", "/nfts/buy/payment", ZOrderDetail],
  ["GET", "/nfts/sales", ZSalesOverview],
  ["GET", "/nfts/receive/:code", ZReceivePreview],
  ["POST", "/nfts/receive", ZReceiveResponse],
  ["GET", "/nfts/access-links", ZAccessLinkList],
  ["POST", "/nfts/access-links", ZCreatedAccessLink],
  ["GET", "/cltns", z.array(ZMyCltn)],
  ["GET", "/cltns/:id", ZCltnInfo],
  ["GET", "/cltns/:id/nfts", ZNftList],
  ["GET", "/cltns/:id/rsvp", ZRsvpView],
  ["PUT", "/cltns/:id/rsvp", ZRsvpView],
  ["GET", "/coupons", ZCouponList],
  ["GET", "/coupons/:id", ZCouponDetail],
  ["GET", "/coupons/:id/status", ZCouponStatus],
  ["POST", "/coupons/:id/qr", ZQrData],
  ["GET", "/access_links/:link/nfts/ids", z.array(z.number().int())],
  ["GET", "/access_links/:link/nfts/:id", ZNftDetail],
  ["GET", "/access_links/:link/nfts/:id/status", ZNftStatus],
  ["POST", "/access_links/:link/nfts/:id/qr", ZQrData],
  ["GET", "/access_links/:link/coupons", ZCouponList],
  ["GET", "/access_links/:link/coupons/:id", ZCouponDetail],
  ["GET", "/access_links/:link/coupons/:id/status", ZCouponStatus],
  ["POST", "/access_links/:link/coupons/:id/qr", ZQrData],
  ["GET", "/notifications/unconfirm", ZUnconfirmedIds],
  ["GET", "/notifications/unconfirm/:id", ZNotificationDetail],
  ["POST", "/host/checkin", ZCheckinResponse],
  ["GET", "/host/events", ZHostEventList],
  ["GET", "/host/events/:timeId", ZHostEvent],
  ["GET", "/host/events/:timeId/guests", ZGuestList],
  ["GET", "/host/events/:timeId/scans", ZDoorScanList],
  ["POST", "/host/events/:timeId/guests/:nftId/admit", ZCheckinResponse],
  ["GET", "/cltns/qr/nft", ZClaimOffer],
  ["POST", "/cltns/qr/nft", ZClaimResult],
  ["GET", "/nft-groups/qr/nft", ZClaimOffer],
  ["POST", "/nft-groups/qr/nft", ZClaimResult],
  ["GET", "/host/claim-codes", ZClaimPosterList],
  ["GET", "/discover/cltns", ZDiscoverCltnList],
  ["GET", "/discover/cltns/search", ZDiscoverCltnList],
  ["GET", "/discover/cltns/filters", ZDiscoverFilterOptions],
  ["GET", "/discover/cltns/:id", ZDiscoverCltnDetail],
  ["GET", "/discover/cltns/:id/nfts", ZDiscoverProductList],
  ["GET", "/discover/cltns/:id/nft_groups", ZDiscoverNftGroupList],
  ["GET", "/discover/cltns/:id/qtnr-template", ZCltnQtnrTemplate],
  ["GET", "/discover/cltns/:id/resales", ZResaleOffers],
  ["GET", "/discover/cltns/:id/apply/format", ZApplyFormat],
  ["GET", "/discover/cltns/:id/apply/can", ZApplyCan],
  ["GET", "/discover/cltns/:id/apply/writer", ZApplyWriter],
  ["GET", "/discover/cltns/:id/apply/draw", ZDraw],
  ["POST", "/discover/cltns/:id/apply", ZApplyWriter],
  ["PUT", "/discover/cltns/:id/apply", ZApplyWriter],
  ["GET", "/discover/brands/:id", ZDiscoverBrand],
  ["GET", "/discover/brands/:id/cltns", ZDiscoverCltnList],
  ["GET", "/discover/seats/:placeId", ZSaleSeatMap],
  ["GET", "/discover/seats/:placeId/zone", ZSaleZoneMap],
  ["PUT", "/discover/seats/reserve", ZSeatReserveResponse],
  ["GET", "/discover/seats/reserve/time", ZSeatTimeResponse],
  ["POST", "/discover/nft_groups/price", ZPriceQuote],
  ["POST", "/discover/payment/valid", ZPaymentValidResponse],
  ["POST", "/discover/orders/reservation", ZReservation],
  ["POST", "/discover/payment/free", ZOrderDetail],
  ["GET", "/discover/orders", z.array(ZOrderSummary)],
  ["GET", "/discover/orders/:id", ZOrderDetail],
  ["PUT", "/discover/orders/:id", ZOrderDetail],
  ["POST", "/discover/orders/:id/cancel", ZOrderDetail],
  ["POST", "/discover/orders/:id/payment", ZOrderDetail],
];

const matchers = ANSWERS.map(([method, path, schema]) => ({
  method,
  path: new RegExp(`^${path.replace(/:\w+/g, "[^/]+")}$`),
  literal: !path.includes(":"),
  schema,
}));

/** The schema of the answer to `method path`, a literal path before a pattern ("/nfts/access-links" before "/nfts/:id"). */
export function answerSchema(method: string, path: string): z.ZodType | undefined {
  const bare = path.split("?")[0] ?? path;
  const found = matchers
    .filter((m) => m.method === method && m.path.test(bare))
    .sort((a, b) => Number(b.literal) - Number(a.literal));
  return found[0]?.schema;
}

/**
 * Checks an answer against its contract schema: a test fails on a drifted answer; in development
 * the console says what drifted and the screen goes on.
 */
export function checkAnswer(method: string, path: string, body: unknown) {
  const schema = answerSchema(method, path);
  if (!schema) return;
  const parsed = schema.safeParse(body);
  if (parsed.success) return;
  const message = `${method} ${path}: the answer does not match the contract\n${z.prettifyError(parsed.error)}`;
  if (import.meta.env.MODE === "test") throw new Error(message);
  console.error(message);
}
