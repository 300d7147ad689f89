import { couponStatus } from "@admit/contract/coupon-rules";
import type { TQrData } from "@admit/contract/nfts";
import type { Deps } from "../../deps.ts";
import { AppError } from "../../lib/app-error.ts";
import { dynamicQr } from "../../lib/qr-code.ts";
import { COUPON_QR_VALID_SECONDS, type HeldCouponRow, statusInput } from "./coupon-view.ts";

/**
 * A door code for a held coupon: always dynamic (a nonce, `COUPON_QR_VALID_SECONDS`), and only
 * while the coupon is ACTIVE (3101 otherwise, with the status in `data`).
 */
export function couponQrFor(deps: Pick<Deps, "secrets">, row: HeldCouponRow): TQrData {
  const status = couponStatus(statusInput(row));
  if (status !== "ACTIVE") throw new AppError("3101", { data: { status } });
  return {
    qrType: "DYNAMIC",
    qrValidTime: COUPON_QR_VALID_SECONDS,
    qrData: dynamicQr(deps.secrets.qrKeys, row.held.id, COUPON_QR_VALID_SECONDS, Date.now(), "c"),
  };
}
