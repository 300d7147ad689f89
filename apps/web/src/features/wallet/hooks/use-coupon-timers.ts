import type { TCouponDetail, TCouponStatus } from "@admit/contract/coupons";
import { useEffect, useRef, useState } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import type { CouponApi } from "../api/coupon-api.ts";
import { createCardTimers } from "../utils/card-timers.ts";
import type { LiveQr } from "./use-card-timers.ts";
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
  const [liveQr, setLiveQr] = useState<LiveQr | null>(null);
  const [qrError, setQrError] = useState<unknown>(null);
  const key = `${coupon.status}:${coupon.useCnt}`;
  const keyRef = useRef(key);
  keyRef.current = key;
  const onChangedRef = useRef(options.onChanged);
  onChangedRef.current = options.onChanged;
  const timersRef = useRef<ReturnType<typeof createCardTimers> | null>(null);

  useEffect(() => {
    const timers = createCardTimers<TCouponStatus>({
      fetchQr: (signal) => couponApi.createQr(coupon.id, signal),
      fetchStatus: (signal) => couponApi.getStatus(coupon.id, signal),
      onQr: (qr) => {
        setLiveQr({ qr, receivedAt: Date.now() });
        setQrError(null);
      },
      onQrError: (error) => {
        setQrError(error);
        if (error instanceof ApiError && error.code === "3101") onChangedRef.current();
      },
      onStatus: (status) => {
        if (`${status.status}:${status.useCnt}` !== keyRef.current) onChangedRef.current();
      },
    });
    timersRef.current = timers;
    return () => {
      timers.stop();
      timersRef.current = null;
      setLiveQr(null);
    };
  }, [coupon.id, couponApi]);

  const live = coupon.status === "ACTIVE";
  useEffect(() => {
    timersRef.current?.update({
      flipped: shown,
      live,
      visible,
      qrType: "DYNAMIC",
      qrValidTime: coupon.qrValidTime,
    });
    if (!shown || !live) {
      setLiveQr(null);
      setQrError(null);
    }
  }, [shown, live, visible, coupon.qrValidTime]);

  return { liveQr, qrError };
}
