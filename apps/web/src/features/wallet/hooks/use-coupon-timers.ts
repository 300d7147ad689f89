import type { TCouponDetail, TCouponStatus } from "@admit/contract/coupons";
import { useEffect, useRef } from "react";
import type { CouponApi } from "../api/coupon-api.ts";
import { createCardTimers } from "../utils/card-timers.ts";
import { useLiveQr } from "./use-card-timers.ts";
import { usePageVisible } from "./use-page-visible.ts";

/**
 * A held coupon's code while it is shown: a fresh code every `qrValidTime − 1` s and the status
 * every second (the same timers as a ticket's card); a changed status loads the coupon again.
 */
export function useCouponTimers(options: {
  coupon: Pick<TCouponDetail, "id" | "status" | "useCnt" | "qrValidTime">;
  shown: boolean;
  couponApi: CouponApi;
  onChanged: () => void;
}) {
  const { coupon, shown, couponApi } = options;
  const visible = usePageVisible();
  const key = `${coupon.status}:${coupon.useCnt}`;
  const keyRef = useRef(key);
  keyRef.current = key;
  const onChangedRef = useRef(options.onChanged);
  onChangedRef.current = options.onChanged;
  const qr = useLiveQr(onChangedRef);
  const { onQr, onQrError, clear } = qr;
  const timersRef = useRef<ReturnType<typeof createCardTimers> | null>(null);

  useEffect(() => {
    const timers = createCardTimers<TCouponStatus>({
      fetchQr: (signal) => couponApi.createQr(coupon.id, signal),
      fetchStatus: (signal) => couponApi.getStatus(coupon.id, signal),
      onQr,
      onQrError,
      onStatus: (status) => {
        if (`${status.status}:${status.useCnt}` !== keyRef.current) onChangedRef.current();
      },
    });
    timersRef.current = timers;
    return () => {
      timers.stop();
      timersRef.current = null;
      clear();
    };
  }, [coupon.id, couponApi, onQr, onQrError, clear]);

  const live = coupon.status === "ACTIVE";
  useEffect(() => {
    timersRef.current?.update({
      flipped: shown,
      live,
      visible,
      qrType: "DYNAMIC",
      qrValidTime: coupon.qrValidTime,
    });
    if (!shown || !live) clear();
  }, [shown, live, visible, coupon.qrValidTime, clear]);

  return { liveQr: qr.liveQr, qrError: qr.qrError };
}
