import type { TCouponDetail, TCouponHistoryItem, TCouponStatus } from "@admit/contract/coupons";
import type { TQrData } from "@admit/contract/nfts";
import { api } from "../../../lib/api-client.ts";

/** Where a coupon card gets its code and status: the holder's calls, or a public access link's. */
export interface CouponApi {
  /** A 401 is the caller's to tell: the coupon screen is open to visitors and asks them to sign in. */
  get(id: number): Promise<TCouponDetail>;
  createQr(id: number, signal?: AbortSignal): Promise<TQrData>;
  getStatus(id: number, signal?: AbortSignal): Promise<TCouponStatus>;
  /** Uses and undos, newest first: the holder's only; a link has no such call. */
  getHistory?: (id: number) => Promise<TCouponHistoryItem[]>;
}

function couponApiAt(base: string): CouponApi {
  return {
    get: (id) => api<TCouponDetail>(`${base}/${id}`, { rethrow401: true }),
    createQr: (id, signal) => api<TQrData>(`${base}/${id}/qr`, { method: "POST", signal }),
    getStatus: (id, signal) => api<TCouponStatus>(`${base}/${id}/status`, { signal }),
  };
}

export const ownerCouponApi: CouponApi = {
  ...couponApiAt("/coupons"),
  getHistory: (id) => api<TCouponHistoryItem[]>(`/coupons/${id}/history`),
};

/** The coupon calls of spec §7 Access links. */
export const accessLinkCouponApi = (link: string) =>
  couponApiAt(`/access_links/${encodeURIComponent(link)}/coupons`);

export const getLinkedCoupons = (link: string) =>
  api<TCouponDetail[]>(`/access_links/${encodeURIComponent(link)}/coupons`);
