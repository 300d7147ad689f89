import { qrAreaState } from "@admit/contract/nft-rules";
import type { CheckinResult, TCheckinResponse } from "@admit/contract/nfts";
import { and, desc, eq, lt, sql } from "drizzle-orm";
import { nftHistories, nfts, qrNonces, users } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { readQr } from "../../lib/qr-code.ts";
import { type Host, isHostOfBrand } from "../../policies/host-of-brand.ts";
import { findNftRow, type NftRow, qrAreaInput, seatName } from "../nfts/nft-view.ts";
import { empty, GRACE_SECONDS } from "./checkin-result.ts";
import { redeemCoupon } from "./redeem-coupon.ts";

const summary = (row: NftRow, holderName: string | null, useCnt: number) => ({
  id: row.nft.id,
  name: row.nft.name,
  cltnName: row.cltn.name,
  cltnType: row.cltn.type,
  seat: seatName(row),
  holderName,
  remaining: Math.max(0, row.nft.totalUseCnt - useCnt),
  totalUseCnt: row.nft.totalUseCnt,
});

/**
 * Admits the holder of a scanned code, exactly once. The code must be signed by this server,
 * within its time window, for a collection of a brand the host admits for, and its card's QR area
 * must be live. A dynamic code's nonce is recorded in the same transaction as the use, so any
 * number of simultaneous scans of one code admit one person; a membership uses one entry per
 * scan. Every scan of a known token is written to its history (USE or USE_FAIL).
 */
export async function checkIn(
  deps: Pick<Deps, "db" | "secrets">,
  host: Host,
  input: { qrData: string; gate?: string },
): Promise<TCheckinResponse> {
  const payload = readQr(deps.secrets.qrKeys, input.qrData);
  if (!payload) return { result: "INVALID_SIGNATURE", ...empty };
  if (payload.k === "c") return redeemCoupon(deps, host, payload, input.gate || null);
  const row = await findNftRow(deps.db, payload.t);
  if (!row) return { result: "INVALID_SIGNATURE", ...empty };
  const gate = input.gate || null;

  const [holder] = row.nft.ownerId
    ? await deps.db.select({ name: users.name }).from(users).where(eq(users.id, row.nft.ownerId))
    : [];
  const holderName = holder?.name ?? null;
  const fail = async (result: CheckinResult, extra: Partial<TCheckinResponse> = {}) => {
    const [history] = await deps.db
      .insert(nftHistories)
      .values({ nftId: row.nft.id, type: "USE_FAIL", actorId: host.id, detail: { result, gate } })
      .returning({ id: nftHistories.id });
    return {
      ...empty,
      result,
      historyId: history?.id ?? null,
      nft: summary(row, holderName, row.nft.useCnt),
      ...extra,
    };
  };

  if (!(await isHostOfBrand(deps.db, host, row.cltn.brandId))) return fail("WRONG_EVENT");
  if (payload.e !== undefined && payload.e + GRACE_SECONDS < Math.floor(Date.now() / 1000))
    return fail("EXPIRED_CODE");

  const state = qrAreaState(qrAreaInput(row), new Date());
  if (state === "used") return fail("ALREADY_USED", await lastUse(deps, row.nft.id));
  if (state === "expired") return fail("EVENT_ENDED");
  if (state === "lock") return fail("LOCKED");
  if (state === "beforeOpen" || state === "ticketLock")
    return fail("NOT_OPEN", { openDate: (row.time?.openAt ?? row.time?.startAt)?.toISOString() ?? null });

  const admitted = await deps.db.transaction(async (tx) => {
    if (payload.n) {
      const fresh = await tx
        .insert(qrNonces)
        .values({ nonce: payload.n, nftId: row.nft.id })
        .onConflictDoNothing()
        .returning({ nonce: qrNonces.nonce });
      if (fresh.length === 0) return undefined;
    }
    const [used] = await tx
      .update(nfts)
      .set({
        useCnt: sql`${nfts.useCnt} + 1`,
        status: sql`case when ${nfts.useCnt} + 1 >= ${nfts.totalUseCnt} then 'USED' else ${nfts.status} end`,
        usedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(nfts.id, row.nft.id), eq(nfts.status, "ACTIVE"), lt(nfts.useCnt, nfts.totalUseCnt)))
      .returning({ useCnt: nfts.useCnt, usedAt: nfts.usedAt });
    if (!used) return undefined;
    const [history] = await tx
      .insert(nftHistories)
      .values({ nftId: row.nft.id, type: "USE", actorId: host.id, detail: { gate, useCnt: used.useCnt } })
      .returning({ id: nftHistories.id });
    return { useCnt: used.useCnt, usedAt: used.usedAt, historyId: history?.id ?? null };
  });
  if (!admitted) return fail("ALREADY_USED", await lastUse(deps, row.nft.id));
  return {
    ...empty,
    result: "ADMITTED",
    historyId: admitted.historyId,
    nft: summary(row, holderName, admitted.useCnt),
    usedAt: admitted.usedAt?.toISOString() ?? null,
    usedGate: gate,
  };
}

/** When and at which gate the token was last admitted. */
async function lastUse(deps: Pick<Deps, "db">, nftId: number) {
  const [use] = await deps.db
    .select({ createdAt: nftHistories.createdAt, detail: nftHistories.detail })
    .from(nftHistories)
    .where(and(eq(nftHistories.nftId, nftId), eq(nftHistories.type, "USE")))
    .orderBy(desc(nftHistories.id))
    .limit(1);
  const gate = use?.detail.gate;
  return { usedAt: use?.createdAt.toISOString() ?? null, usedGate: typeof gate === "string" ? gate : null };
}
