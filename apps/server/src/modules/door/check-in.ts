import type { Language } from "@admit/contract/i18n";
import { qrAreaState } from "@admit/contract/nft-rules";
import type { CheckinResult, TCheckinResponse } from "@admit/contract/nfts";
import { inLanguage, type TLocalTexts } from "@admit/contract/organiser-texts";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedPerDb, preparedSql } from "../../db/prepared.ts";
import { tokenSeatColumns, tokenTimeColumns } from "../../db/queries/tokens.ts";
import {
  cltns,
  cltnTimes,
  nftGroups,
  nftHistories,
  nfts,
  placeZones,
  seats,
  users,
} from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { cltnNameIn } from "../../lib/organiser-names.ts";
import { readQr } from "../../lib/qr-code.ts";
import { type Host, teamMaySql } from "../../policies/host-role.ts";
import { mayAdmitAtDoor, mayAdmitForBrand } from "../../policies/may-admit.ts";
import { qrAreaInput, seatName } from "../nfts/nft-view.ts";
import { empty, GRACE_SECONDS } from "./checkin-result.ts";
import { redeemCoupon } from "./redeem-coupon.ts";

/** The token as the door's result names it, in the host's language. */
const summary = (row: ScanRow, holderName: string | null, useCnt: number, lang: Language) => ({
  id: row.nft.id,
  name: inLanguage(row.groupNames, lang, row.nft.name),
  cltnName: cltnNameIn(row.cltn, lang),
  cltnType: row.cltn.type,
  seat: seatName(row, lang),
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
        cltnId: nfts.cltnId,
        cltnTimeId: nfts.cltnTimeId,
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
        extra: cltns.extra,
        type: cltns.type,
        timeZone: cltns.timeZone,
        periodEndAt: cltns.periodEndAt,
        brandId: cltns.brandId,
      },
      time: tokenTimeColumns,
      seat: tokenSeatColumns,
      groupNames: sql<TLocalTexts | null>`(select ${nftGroups.names} from ${nftGroups} where ${nftGroups.id} = ${nfts.nftGroupId})`,
      holderName: sql<
        string | null
      >`(select ${users.name} from ${users} where ${users.id} = ${nfts.ownerId})`,
      hostAdmits: teamMaySql(sql.placeholder("hostId"), "admit", {
        brandId: cltns.brandId,
        cltnId: cltns.id,
      }),
      // The collection of the date the door admits for, when it picked one.
      doorCltnId: sql<
        number | null
      >`(select ${cltnTimes.cltnId} from ${cltnTimes} where ${cltnTimes.id} = ${sql.placeholder("doorTimeId")}::int)`,
    })
    .from(nfts)
    .innerJoin(cltns, eq(cltns.id, nfts.cltnId))
    .leftJoin(cltnTimes, eq(cltnTimes.id, nfts.cltnTimeId))
    .leftJoin(seats, eq(seats.id, nfts.seatId))
    .leftJoin(placeZones, eq(placeZones.id, seats.zoneId))
    .where(eq(nfts.id, sql.placeholder("id")))
    .prepare("door_scan"),
);
type ScanFound = Awaited<ReturnType<ReturnType<typeof scanLookup>["execute"]>>[number];
type ScanRow = Omit<ScanFound, "holderName" | "hostAdmits" | "doorCltnId">;

/** The token as the door sees it, for a host, at a door that may admit for one date only. */
export async function lookUpForDoor(
  deps: Pick<Deps, "db">,
  host: Host,
  nftId: number,
  doorTimeId: number | null,
): Promise<ScanFound | undefined> {
  return (await scanLookup(deps.db).execute({ id: nftId, hostId: host.id, doorTimeId }))[0];
}

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
          || coalesce(${sql.placeholder("extra")}::jsonb, '{}'::jsonb)
      from used returning id
    )
    select used.use_cnt, used.used_at, history.id as history_id from used, history`,
);

async function admit(db: Db, nftId: number, hostId: number, how: Admission) {
  const [used] = await admission(db).execute({
    nftId,
    hostId,
    nonce: how.nonce,
    gate: how.gate,
    transferCount: how.transferCount,
    extra: how.extra ? JSON.stringify(how.extra) : null,
  });
  if (!used) return undefined;
  return { useCnt: used.use_cnt, usedAt: new Date(used.used_at), historyId: used.history_id };
}

/**
 * Admits the holder of a scanned code, exactly once. The code must be signed by this server,
 * within its time window, for a collection of a brand the host admits for, and its card's QR area
 * must be live. A dynamic code's nonce is recorded in the same transaction as the use, so any
 * number of simultaneous scans of one code admit one person; a membership uses one entry per
 * scan. Every scan of a token of the host's brands is written to its history (USE or USE_FAIL);
 * another brand's token is answered as an unknown code, with nothing written.
 */
export async function checkIn(
  deps: Pick<Deps, "db" | "secrets">,
  host: Host,
  input: { qrData: string; gate?: string; cltnTimeId?: number },
  lang: Language,
): Promise<TCheckinResponse> {
  const payload = readQr(deps.secrets.qrKeys, input.qrData);
  if (!payload) return { result: "INVALID_SIGNATURE", ...empty };
  if (payload.k === "c") return redeemCoupon(deps, host, payload, input.gate || null, lang);
  const found = await lookUpForDoor(deps, host, payload.t, input.cltnTimeId ?? null);
  if (!found || !mayAdmitForBrand(host, found.hostAdmits)) return { result: "INVALID_SIGNATURE", ...empty };
  return admitHolder(
    deps,
    host,
    found,
    {
      nonce: payload.n ?? null,
      gate: input.gate || null,
      transferCount: payload.x ?? 0,
      codeExpiresAt: payload.e,
      doorTimeId: input.cltnTimeId ?? null,
    },
    lang,
  );
}

/** How a holder is let in: by a scanned code (its nonce, its expiry) or by hand (`extra` says why). */
export interface Admission {
  nonce: string | null;
  gate: string | null;
  /** The transfer count the code was made for (by hand: the token's own). */
  transferCount: number;
  /** A dynamic code's expiry, in seconds since the epoch. */
  codeExpiresAt?: number;
  /** The date this door admits for; a token of another one is WRONG_EVENT. */
  doorTimeId: number | null;
  /** Written into the USE (or USE_FAIL) history beside the gate. */
  extra?: Record<string, unknown>;
}

/**
 * Lets the token's holder in, exactly once, if the rules allow it now; otherwise records why not.
 * Shared by the scan and the admission by hand, which have asked `mayAdmitForBrand` first.
 */
export async function admitHolder(
  deps: Pick<Deps, "db">,
  host: Host,
  found: ScanFound,
  how: Admission,
  lang: Language,
): Promise<TCheckinResponse> {
  const { holderName, hostAdmits, doorCltnId, ...row } = found;
  const gate = how.gate;

  const fail = async (result: CheckinResult, extra: Partial<TCheckinResponse> = {}) => {
    const [history] = await deps.db
      .insert(nftHistories)
      .values({
        nftId: row.nft.id,
        type: "USE_FAIL",
        actorId: host.id,
        detail: { result, gate, ...how.extra },
      })
      .returning({ id: nftHistories.id });
    return {
      ...empty,
      result,
      historyId: history?.id ?? null,
      nft: summary(row, holderName, row.nft.useCnt, lang),
      ...extra,
    };
  };

  if (!mayAdmitAtDoor(row.nft, { doorTimeId: how.doorTimeId, doorCltnId })) return fail("WRONG_EVENT");
  if (how.transferCount !== row.nft.transferCount) return fail("TRANSFERRED");
  if (how.codeExpiresAt !== undefined && how.codeExpiresAt + GRACE_SECONDS < Math.floor(Date.now() / 1000))
    return fail("EXPIRED_CODE");

  const state = qrAreaState(qrAreaInput(row), new Date());
  if (state === "used") return fail("ALREADY_USED", await lastUse(deps, row.nft.id));
  if (state === "expired") return fail("EVENT_ENDED");
  if (state === "lock") return fail("LOCKED");
  if (state === "beforeOpen" || state === "ticketLock")
    return fail("NOT_OPEN", { openDate: (row.time?.openAt ?? row.time?.startAt)?.toISOString() ?? null });

  const admitted = await admit(deps.db, row.nft.id, host.id, how);
  if (!admitted) return refusedAfterLookup(deps, row.nft.id, how.transferCount, fail);
  return {
    ...empty,
    result: "ADMITTED",
    historyId: admitted.historyId,
    nft: summary(row, holderName, admitted.useCnt, lang),
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
