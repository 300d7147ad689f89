import { qrAreaState } from "@admit/contract/nft-rules";
import type { CheckinResult, TCheckinResponse } from "@admit/contract/nfts";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedPerDb, preparedSql } from "../../db/prepared.ts";
import { cltns, cltnTimes, nftHistories, nfts, placeZones, seats, users } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { readQr } from "../../lib/qr-code.ts";
import { type Host, hostOfBrandSql } from "../../policies/host-of-brand.ts";
import { qrAreaInput, seatName } from "../nfts/nft-view.ts";
import { empty, GRACE_SECONDS } from "./checkin-result.ts";
import { redeemCoupon } from "./redeem-coupon.ts";

const summary = (row: ScanRow, holderName: string | null, useCnt: number) => ({
  id: row.nft.id,
  name: row.nft.name,
  cltnName: row.cltn.name,
  cltnType: row.cltn.type,
  seat: seatName(row),
  holderName,
  remaining: Math.max(0, row.nft.totalUseCnt - useCnt),
  totalUseCnt: row.nft.totalUseCnt,
  timeZone: row.cltn.timeZone,
});

/**
 * The scanned token as the door needs it — its rules, its seat, its holder's name and whether this
 * host admits for its brand — in one prepared lookup with no more columns than that: a gate asks
 * it for every person who walks in.
 */
const scanLookup = preparedPerDb((db: Db) =>
  db
    .select({
      nft: {
        id: nfts.id,
        name: nfts.name,
        status: nfts.status,
        isLock: nfts.isLock,
        useCnt: nfts.useCnt,
        totalUseCnt: nfts.totalUseCnt,
        transferCount: nfts.transferCount,
        attributes: nfts.attributes,
      },
      cltn: {
        name: cltns.name,
        type: cltns.type,
        timeZone: cltns.timeZone,
        periodEndAt: cltns.periodEndAt,
        brandId: cltns.brandId,
      },
      time: { startAt: cltnTimes.startAt, endAt: cltnTimes.endAt, openAt: cltnTimes.openAt },
      seat: { id: seats.id, row: seats.row, number: seats.number, zone: placeZones.name },
      holderName: sql<
        string | null
      >`(select ${users.name} from ${users} where ${users.id} = ${nfts.ownerId})`,
      hostAdmits: hostOfBrandSql(sql.placeholder("hostId"), cltns.brandId),
    })
    .from(nfts)
    .innerJoin(cltns, eq(cltns.id, nfts.cltnId))
    .leftJoin(cltnTimes, eq(cltnTimes.id, nfts.cltnTimeId))
    .leftJoin(seats, eq(seats.id, nfts.seatId))
    .leftJoin(placeZones, eq(placeZones.id, seats.zoneId))
    .where(eq(nfts.id, sql.placeholder("id")))
    .prepare("door_scan"),
);
type ScanRow = Omit<
  Awaited<ReturnType<ReturnType<typeof scanLookup>["execute"]>>[number],
  "holderName" | "hostAdmits"
>;

/**
 * The admission as one statement (its own transaction, one round trip): the nonce is recorded,
 * the use counted only if the nonce was new and the token still has a use left, and the USE
 * history written from the counted use. Two scans of one code meet at the nonce's key; two
 * scans of one static code at the token's row, whose condition is checked again after the lock.
 */
const admission = preparedSql<{ use_cnt: number; used_at: string | Date; history_id: number }>(
  "door_admit",
  sql`
    with fresh as (
      insert into qr_nonces (nonce, nft_id)
      select ${sql.placeholder("nonce")}::text, ${sql.placeholder("nftId")}::int
      where ${sql.placeholder("nonce")}::text is not null
      on conflict do nothing returning nonce
    ), used as (
      update nfts set use_cnt = use_cnt + 1,
        status = case when use_cnt + 1 >= total_use_cnt then 'USED' else status end,
        used_at = now(), updated_at = now()
      where id = ${sql.placeholder("nftId")}::int and status = 'ACTIVE' and use_cnt < total_use_cnt
        and transfer_count = ${sql.placeholder("transferCount")}::int
        and (${sql.placeholder("nonce")}::text is null or exists (select 1 from fresh))
      returning use_cnt, used_at
    ), history as (
      insert into nft_histories (nft_id, type, actor_id, detail)
      select ${sql.placeholder("nftId")}::int, 'USE', ${sql.placeholder("hostId")}::int,
        jsonb_build_object('gate', ${sql.placeholder("gate")}::text, 'useCnt', use_cnt)
      from used returning id
    )
    select used.use_cnt, used.used_at, history.id as history_id from used, history`,
);

async function admit(
  db: Db,
  nftId: number,
  hostId: number,
  nonce: string | null,
  gate: string | null,
  transferCount: number,
) {
  const [used] = await admission(db).execute({ nftId, hostId, nonce, gate, transferCount });
  if (!used) return undefined;
  return { useCnt: used.use_cnt, usedAt: new Date(used.used_at), historyId: used.history_id };
}

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
  const found = (await scanLookup(deps.db).execute({ id: payload.t, hostId: host.id }))[0];
  if (!found) return { result: "INVALID_SIGNATURE", ...empty };
  const { holderName, hostAdmits, ...row } = found;
  const gate = input.gate || null;

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

  if (host.role !== "ADMIN" && !hostAdmits) return fail("WRONG_EVENT");
  const transferCount = payload.x ?? 0;
  if (transferCount !== row.nft.transferCount) return fail("TRANSFERRED");
  if (payload.e !== undefined && payload.e + GRACE_SECONDS < Math.floor(Date.now() / 1000))
    return fail("EXPIRED_CODE");

  const state = qrAreaState(qrAreaInput(row), new Date());
  if (state === "used") return fail("ALREADY_USED", await lastUse(deps, row.nft.id));
  if (state === "expired") return fail("EVENT_ENDED");
  if (state === "lock") return fail("LOCKED");
  if (state === "beforeOpen" || state === "ticketLock")
    return fail("NOT_OPEN", { openDate: (row.time?.openAt ?? row.time?.startAt)?.toISOString() ?? null });

  const admitted = await admit(deps.db, row.nft.id, host.id, payload.n ?? null, gate, transferCount);
  if (!admitted) return refusedAfterLookup(deps, row.nft.id, transferCount, fail);
  return {
    ...empty,
    result: "ADMITTED",
    historyId: admitted.historyId,
    nft: summary(row, holderName, admitted.useCnt),
    usedAt: admitted.usedAt?.toISOString() ?? null,
    usedGate: gate,
  };
}

/**
 * Why an admission the lookup allowed found nothing to count: the token started changing hands or
 * left use in between (a send, a listing, a refund), or the code or the last use was taken.
 */
async function refusedAfterLookup(
  deps: Pick<Deps, "db">,
  nftId: number,
  transferCount: number,
  fail: (result: CheckinResult, extra?: Partial<TCheckinResponse>) => Promise<TCheckinResponse>,
) {
  const [now] = await deps.db
    .select({ status: nfts.status, transferCount: nfts.transferCount })
    .from(nfts)
    .where(eq(nfts.id, nftId));
  if (now && now.transferCount !== transferCount) return fail("TRANSFERRED");
  if (now && now.status !== "ACTIVE" && now.status !== "USED") return fail("LOCKED");
  return fail("ALREADY_USED", await lastUse(deps, nftId));
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
