import { couponStatus } from "@admit/contract/coupon-rules";
import type { Language } from "@admit/contract/i18n";
import type { CheckinResult, TCheckinResponse } from "@admit/contract/nfts";
import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { couponHistories, coupons, heldCoupons, qrNonces, users } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { nameIn } from "../../lib/organiser-names.ts";
import type { QrPayload } from "../../lib/qr-code.ts";
import { type Host, mayActFor } from "../../policies/host-role.ts";
import { type HeldCouponRow, selectHeldCoupons, statusInput } from "../coupons/coupon-view.ts";
import { empty, GRACE_SECONDS } from "./checkin-result.ts";

/** The coupon as the door's result names it, in the host's language. */
const summary = (row: HeldCouponRow, holderName: string | null, useCnt: number, lang: Language) => ({
  id: row.held.id,
  name: nameIn(row.coupon, lang),
  brandName: nameIn(row.brand, lang),
  holderName,
  remaining: Math.max(0, row.coupon.useLimit - useCnt),
  useLimit: row.coupon.useLimit,
});

/**
 * Redeems a held coupon's code at the door, exactly once per code and never beyond the offer's
 * use limit: the nonce and the use are written in one transaction, and the use is a conditional
 * update that re-checks the limit, the pause and the period in PostgreSQL. Every scan of a coupon
 * of the host's brands is written to its history (USE or USE_FAIL); another brand's is answered
 * as an unknown code, with nothing written. The results are the door's: a used-up
 * coupon is ALREADY_USED, a paused one LOCKED, one not valid yet NOT_OPEN, a lapsed one EVENT_ENDED.
 */
export async function redeemCoupon(
  deps: Pick<Deps, "db">,
  host: Host,
  payload: QrPayload,
  gate: string | null,
  lang: Language,
): Promise<TCheckinResponse> {
  const [row] = await selectHeldCoupons(deps.db, eq(heldCoupons.id, payload.t));
  if (!row || !(await mayActFor(deps.db, host, "admit", { brandId: row.coupon.brandId })))
    return { ...empty, kind: "COUPON", result: "INVALID_SIGNATURE" };
  const [holder] = await deps.db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, row.held.ownerId));
  const holderName = holder?.name ?? null;

  const fail = async (result: CheckinResult, extra: Partial<TCheckinResponse> = {}) => {
    const [history] = await deps.db
      .insert(couponHistories)
      .values({ heldCouponId: row.held.id, type: "USE_FAIL", actorId: host.id, detail: { result, gate } })
      .returning({ id: couponHistories.id });
    return {
      ...empty,
      kind: "COUPON" as const,
      result,
      historyId: history?.id ?? null,
      coupon: summary(row, holderName, row.held.useCnt, lang),
      ...extra,
    };
  };

  if (payload.e !== undefined && payload.e + GRACE_SECONDS < Math.floor(Date.now() / 1000))
    return fail("EXPIRED_CODE");

  const status = couponStatus(statusInput(row));
  if (status === "USED") return fail("ALREADY_USED", await lastUse(deps, row.held.id));
  if (status === "EXPIRED") return fail("EVENT_ENDED");
  if (status === "DEACTIVE") return fail("LOCKED");
  if (status === "UNUSE") return fail("NOT_OPEN", { openDate: row.coupon.validFrom.toISOString() });

  const redeemed = await deps.db.transaction((tx) => useOnce(tx, row.held.id, payload.n, host.id, gate));
  if (!redeemed) return fail("ALREADY_USED", await lastUse(deps, row.held.id));
  return {
    ...empty,
    kind: "COUPON",
    result: "ADMITTED",
    historyId: redeemed.historyId,
    coupon: summary(row, holderName, redeemed.useCnt, lang),
    usedAt: redeemed.usedAt?.toISOString() ?? null,
    usedGate: gate,
  };
}

/**
 * The use itself, in one transaction: the code's nonce once, then one use while the offer allows
 * it (re-checked in PostgreSQL), and its history row. Undefined when either was taken already.
 */
async function useOnce(
  tx: Tx,
  heldCouponId: number,
  nonce: string | undefined,
  actorId: number,
  gate: string | null,
) {
  if (nonce) {
    const fresh = await tx
      .insert(qrNonces)
      .values({ nonce, heldCouponId })
      .onConflictDoNothing()
      .returning({ nonce: qrNonces.nonce });
    if (fresh.length === 0) return undefined;
  }
  const usable = tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(
      and(
        eq(coupons.id, heldCoupons.couponId),
        eq(coupons.paused, false),
        lte(coupons.validFrom, sql`now()`),
        gte(coupons.validTo, sql`now()`),
        sql`${heldCoupons.useCnt} < ${coupons.useLimit}`,
      ),
    );
  const [used] = await tx
    .update(heldCoupons)
    .set({ useCnt: sql`${heldCoupons.useCnt} + 1`, usedAt: sql`now()` })
    .where(and(eq(heldCoupons.id, heldCouponId), sql`exists (${usable})`))
    .returning({ useCnt: heldCoupons.useCnt, usedAt: heldCoupons.usedAt });
  if (!used) return undefined;
  const [history] = await tx
    .insert(couponHistories)
    .values({ heldCouponId, type: "USE", actorId, detail: { gate, useCnt: used.useCnt } })
    .returning({ id: couponHistories.id });
  return { useCnt: used.useCnt, usedAt: used.usedAt, historyId: history?.id ?? null };
}

/** When and at which gate the coupon was last redeemed. */
async function lastUse(deps: Pick<Deps, "db">, heldCouponId: number) {
  const [use] = await deps.db
    .select({ createdAt: couponHistories.createdAt, detail: couponHistories.detail })
    .from(couponHistories)
    .where(and(eq(couponHistories.heldCouponId, heldCouponId), eq(couponHistories.type, "USE")))
    .orderBy(desc(couponHistories.id))
    .limit(1);
  const gate = use?.detail.gate;
  return { usedAt: use?.createdAt.toISOString() ?? null, usedGate: typeof gate === "string" ? gate : null };
}
