import { randomBytes } from "node:crypto";
import type { TSeatReserveRequest, TSeatReserveResponse } from "@admit/contract/sale";
import { and, eq, gt, isNull, lte, notInArray, sql } from "drizzle-orm";
import { type Db, rowsOf, type Tx } from "../../db/client.ts";
import { orders, seatHolds, seatReqs, seats } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { AppError } from "../../lib/app-error.ts";
import { assertAdultBuyer } from "../identity/identity-checks.ts";
import { boughtSql, MAX_PER_PURCHASE, roomLeft } from "./purchase-room.ts";
import { releaseOrder } from "./release-orders.ts";
import { assertOnSale, holdMinutes, loadSaleGroup, type SaleGroup } from "./sale-group.ts";
import type { SeatTake } from "./sale-guards.ts";

/** The customer's live selection, or undefined when it ran out or is not theirs. */
async function liveSeatReq(db: Db, userId: number, seatReqId: string) {
  const [req] = await db
    .select()
    .from(seatReqs)
    .where(and(eq(seatReqs.id, seatReqId), eq(seatReqs.userId, userId)));
  return req && req.expiresAt.getTime() > Date.now() ? req : undefined;
}

/**
 * PUT /discover/seats/reserve: holds exactly these seats for the customer's selection, releasing
 * the selection's other seats. The first hold makes the selection and fixes its end (the
 * collection's hold length from now); later changes keep that end. Every seat is taken in one
 * conditional upsert on (date, seat): only a free seat, a lapsed hold or this selection's own
 * hold can be taken, never a sold seat — if any seat is not, nothing changes and the answer is
 * 6500 with the seats that were taken.
 */
export async function holdSeats(
  deps: Pick<Deps, "db" | "sale">,
  userId: number,
  input: TSeatReserveRequest,
): Promise<TSeatReserveResponse> {
  const { db, sale: guards } = deps;
  const ids = [...new Set(input.idList)];
  const sale = await loadSaleGroup(db, input.nftGroupId);
  assertOnSale(sale);
  if (sale.cltn.isAdult) await assertAdultBuyer(db, userId, sale.cltn.timeZone);
  const zoneId = sale.group.zoneId;
  if (!zoneId || sale.group.cltnTimeId !== input.cltnTimeId)
    throw new AppError("BAD_REQUEST", { data: { reason: "not-seated" } });
  /** The seats are the zone's, and the account has room for them. */
  const assertAllowed = (checks: { in_zone: number; bought: number } | undefined) => {
    if (Number(checks?.in_zone ?? 0) !== ids.length)
      throw new AppError("BAD_REQUEST", { data: { reason: "seat-not-in-zone" } });
    const room = roomLeft(sale, Number(checks?.bought ?? 0));
    if (ids.length > room) throw new AppError("MAX_COUNT", { data: { count: room } });
  };
  const fresh = !input.seatReqId;
  if (fresh && guards.oneStatementSelection) {
    const req = {
      id: randomBytes(18).toString("base64url"),
      expiresAt: new Date(Date.now() + holdMinutes(sale) * 60_000),
    };
    await db.transaction(async (tx) => {
      // One live selection per customer and date: a new one ends the others (their seats go
      // back), so holds can never add up past the account's limit. One at a time, so two
      // selections started together cannot both stay.
      await tx.execute(sql`select pg_advisory_xact_lock(${userId}, ${input.cltnTimeId})`);
      await endSelections(tx, userId, { cltnTimeId: input.cltnTimeId });
      const taken = await takeSeatsFresh(tx, sale, zoneId, input.cltnTimeId, ids, req, userId, assertAllowed);
      if (taken.length > 0) throw new AppError("6500", { data: { seatIds: taken } });
    });
    return { seatReqId: req.id, idList: ids, endTime: req.expiresAt.toISOString() };
  }
  // The checks and the selection do not depend on each other: asked together.
  const [[checks], req] = await Promise.all([
    db.execute(sql`select ${checksSql(sale, zoneId, ids, userId)}`).then((r) => rowsOf<Checks>(r)),
    input.seatReqId
      ? liveSeatReq(db, userId, input.seatReqId)
      : {
          id: randomBytes(18).toString("base64url"),
          expiresAt: new Date(Date.now() + holdMinutes(sale) * 60_000),
        },
  ]);
  assertAllowed(checks);
  if (!req) throw new AppError("PAYMENT_TIME_EXCEEDED");
  await db.transaction(async (tx) => {
    if (fresh)
      await tx.insert(seatReqs).values({
        id: req.id,
        userId,
        cltnId: sale.cltn.id,
        cltnTimeId: input.cltnTimeId,
        expiresAt: req.expiresAt,
      });
    // Seats the customer no longer wants go back to sale at once (a new selection has none).
    else
      await tx
        .delete(seatHolds)
        .where(
          and(eq(seatHolds.seatReqId, req.id), isNull(seatHolds.soldAt), notInArray(seatHolds.seatId, ids)),
        );
    const taken = await guards.takeSeats(tx, { cltnTimeId: input.cltnTimeId, ids, req, userId });
    if (taken.length > 0) throw new AppError("6500", { data: { seatIds: taken } });
  });
  return { seatReqId: req.id, idList: ids, endTime: req.expiresAt.toISOString() };
}

type Req = SeatTake["req"];
type Checks = { in_zone: number; bought: number };

export const intArray = (ids: number[]) => sql`${`{${ids.join(",")}}`}::int[]`;

/** The select list of both checks: how many of the seats are the zone's, and what the account has of the group. */
const checksSql = (sale: SaleGroup, zoneId: number, ids: number[], userId: number) => sql`
  (select count(*) from ${seats} where ${seats.id} = any(${intArray(ids)}) and ${seats.zoneId} = ${zoneId})::int as in_zone,
  (${boughtSql(userId, sale.group.id)})::int as bought`;

/**
 * The guarded upsert of the seats into `seat_holds`, as SQL for a statement of its own or a CTE;
 * `gate` (a CTE's name) lets it run only when that CTE has a row.
 */
export const upsertSeats = (
  cltnTimeId: number,
  ids: number[],
  req: Req,
  userId: number,
  gate?: string,
) => sql`
  insert into ${seatHolds} (cltn_time_id, seat_id, seat_req_id, user_id, held_until)
  select ${cltnTimeId}, s, ${req.id}, ${userId}, ${req.expiresAt.toISOString()}::timestamptz
  from unnest(${intArray(ids)}) s
  ${gate ? sql.raw(`where exists (select 1 from ${gate})`) : sql``}
  on conflict (cltn_time_id, seat_id) do update set
    seat_req_id = excluded.seat_req_id, user_id = excluded.user_id, held_until = excluded.held_until,
    order_id = case when seat_holds.seat_req_id = excluded.seat_req_id then seat_holds.order_id end,
    created_at = now()
  where seat_holds.sold_at is null
    and (seat_holds.held_until <= now() or seat_holds.seat_req_id = excluded.seat_req_id)
  returning seat_id`;

/**
 * A new selection in one statement — the checks, the selection and its seats: the busiest call
 * of a sale, so one round trip. The selection and the holds are written only when the checks
 * pass (`assertAllowed` then says why not). When a seat was not free, the seats it did take go
 * straight back (a competitor may have been told 6500 for them in that instant, as with any near tie).
 */
async function takeSeatsFresh(
  db: Tx,
  sale: SaleGroup,
  zoneId: number,
  cltnTimeId: number,
  ids: number[],
  req: Req,
  userId: number,
  assertAllowed: (checks: Checks | undefined) => void,
) {
  const room = sql`least(${MAX_PER_PURCHASE}, ${sale.group.mintableCntPerWallet} - bought)`;
  const [result] = rowsOf<Checks & { won: number[] | null }>(
    await db.execute(sql`
      with checks as (select ${checksSql(sale, zoneId, ids, userId)}),
      allowed as (select 1 from checks where in_zone = ${ids.length} and ${ids.length} <= ${room}),
      req as (
        insert into ${seatReqs} (id, user_id, cltn_id, cltn_time_id, expires_at)
        select ${req.id}, ${userId}, ${sale.cltn.id}, ${cltnTimeId}, ${req.expiresAt.toISOString()}::timestamptz
        from allowed
      ), held as (${upsertSeats(cltnTimeId, ids, req, userId, "allowed")})
      select in_zone, bought, (select array_agg(seat_id) from held) as won from checks`),
  );
  assertAllowed(result);
  const wonIds = new Set((result?.won ?? []).map(Number));
  // Seats it did take go back with the transaction when one was not free.
  return ids.filter((id) => !wonIds.has(id));
}

/**
 * PUT /discover/seats/reserve/clear: the customer left the seat step; the selection ends and its
 * unsold seats go back to sale, with a reservation made from it.
 */
export async function clearSeats(db: Db, userId: number, seatReqId: string) {
  const ended = await db.transaction((tx) => endSelections(tx, userId, { seatReqId }));
  if (ended === 0) throw new AppError("NOT_FOUND", { data: { what: "seatReq" } });
}

/**
 * Ends the customer's selections (one, or every live one of a date): they stop now, their
 * unsold seats go back on sale and their unpaid reservations are released. The ending, the
 * seats and the count of reservations to release are one statement (a hold is the busiest call
 * of a sale); a reservation, when there is one, is released as every other is. Answers how many.
 */
async function endSelections(tx: Tx, userId: number, which: { seatReqId: string } | { cltnTimeId: number }) {
  const [ended] = rowsOf<{ n: number; reserved: string[] | null }>(
    await tx.execute(sql`
      with ended as (
        update ${seatReqs} set expires_at = least(${seatReqs.expiresAt}, now())
        where ${seatReqs.userId} = ${userId} and ${
          "seatReqId" in which
            ? sql`${seatReqs.id} = ${which.seatReqId}`
            : sql`${seatReqs.cltnTimeId} = ${which.cltnTimeId} and ${seatReqs.expiresAt} > now()`
        }
        returning id
      ), freed as (
        delete from ${seatHolds} where ${seatHolds.seatReqId} in (select id from ended) and ${seatHolds.soldAt} is null
      )
      select (select count(*) from ended)::int as n,
        (select array_agg(${orders.id}) from ${orders}
         where ${orders.seatReqId} in (select id from ended) and ${orders.status} = 'RESERVED') as reserved`),
  );
  for (const orderId of ended?.reserved ?? []) await releaseOrder(tx, orderId, "EXPIRED");
  return ended?.n ?? 0;
}

/** GET /discover/seats/reserve/time: when the selection's holds end, and its seats. */
export async function seatHoldTime(db: Db, userId: number, seatReqId: string) {
  const [req] = await db
    .select()
    .from(seatReqs)
    .where(and(eq(seatReqs.id, seatReqId), eq(seatReqs.userId, userId)));
  if (!req) throw new AppError("NOT_FOUND", { data: { what: "seatReq" } });
  const held = await db
    .select({ seatId: seatHolds.seatId })
    .from(seatHolds)
    .where(and(eq(seatHolds.seatReqId, seatReqId), gt(seatHolds.heldUntil, sql`now()`)));
  return { endTime: req.expiresAt.toISOString(), seatIds: held.map((h) => h.seatId) };
}

/** Removes lapsed, unsold holds (they are already free; this keeps the table small). */
export async function sweepSeatHolds(db: Db) {
  await db
    .delete(seatHolds)
    .where(and(isNull(seatHolds.soldAt), lte(seatHolds.heldUntil, sql`now() - interval '1 minute'`)));
}
