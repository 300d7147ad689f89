import { randomBytes } from "node:crypto";
import type { TSeatReserveRequest, TSeatReserveResponse } from "@admit/contract/sale";
import { and, eq, gt, isNull, lte, notInArray, type Placeholder, type SQL, sql } from "drizzle-orm";
import {
  type Db,
  isConstraintViolation,
  isDeadlock,
  retryOnDeadlock,
  rowsOf,
  type Tx,
} from "../../db/client.ts";
import { preparedSql } from "../../db/prepared.ts";
import { orders, seatHolds, seatReqs, seats } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { AppError } from "../../lib/app-error.ts";
import { assertAdultBuyer } from "../identity/identity-checks.ts";
import { boughtSql, MAX_PER_PURCHASE, roomLeft } from "./purchase-room.ts";
import { releaseOrder } from "./release-orders.ts";
import { assertOnSale, holdMinutes, loadSeatSale, type SeatSale } from "./sale-group.ts";
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
 * collection's hold length from now) and ends the customer's previous selection of the date;
 * later changes keep that end. Every seat is taken in one conditional upsert on (date, seat):
 * only a free seat, a lapsed hold or the customer's own hold can be taken, never a sold seat — if
 * any seat is not, the answer is 6500 with the seats that were taken, and a change leaves the
 * selection as it was (a new selection takes none; see `startSelection`).
 */
export async function holdSeats(
  deps: Pick<Deps, "db" | "sale">,
  userId: number,
  input: TSeatReserveRequest,
): Promise<TSeatReserveResponse> {
  const { db, sale: guards } = deps;
  const ids = [...new Set(input.idList)];
  const sale = await loadSeatSale(db, input.nftGroupId);
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
    await startSelection(db, sale, zoneId, input.cltnTimeId, ids, req, userId, assertAllowed);
    return { seatReqId: req.id, idList: ids, endTime: req.expiresAt.toISOString() };
  }
  // The checks and the selection do not depend on each other: asked together.
  const [[checks], req] = await Promise.all([
    db
      .execute(sql`select ${checksSql({ ids: intArray(ids), zoneId, userId, groupId: sale.group.id })}`)
      .then((r) => rowsOf<Checks>(r)),
    input.seatReqId
      ? liveSeatReq(db, userId, input.seatReqId)
      : {
          id: randomBytes(18).toString("base64url"),
          expiresAt: new Date(Date.now() + holdMinutes(sale) * 60_000),
        },
  ]);
  assertAllowed(checks);
  if (!req) throw new AppError("PAYMENT_TIME_EXCEEDED");
  await onlyDeadlockFree(ids, () =>
    db.transaction(async (tx) => {
      // Only the race tests' unguarded control starts a selection here: it makes no live one, so
      // nothing stops several (the guarded sale starts them in `startSelection`).
      if (fresh)
        await tx.insert(seatReqs).values({
          id: req.id,
          userId,
          cltnId: sale.cltn.id,
          cltnTimeId: input.cltnTimeId,
          expiresAt: req.expiresAt,
          live: false,
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
    }),
  );
  return { seatReqId: req.id, idList: ids, endTime: req.expiresAt.toISOString() };
}

/**
 * Customers choosing overlapping seats at once lock the same rows: the upsert takes them in seat
 * order, but a change also frees the selection's other seats and a refused selection gives its
 * seats back, so PostgreSQL may still end one of them as a deadlock's victim. A victim is undone
 * whole and runs again; one that keeps losing is answered as seats taken (6500), never 500.
 */
async function onlyDeadlockFree<T>(ids: number[], work: () => Promise<T>): Promise<T> {
  try {
    return await retryOnDeadlock(work, START_TRIES);
  } catch (err) {
    if (isDeadlock(err)) throw new AppError("6500", { data: { seatIds: ids } });
    throw err;
  }
}

type Req = SeatTake["req"];
type Checks = { in_zone: number; bought: number };

export const intArray = (ids: number[]) => sql`${`{${ids.join(",")}}`}::int[]`;

/**
 * The select list of both checks: how many of the seats are the zone's, and what the account has
 * of the group. The seats are looked up one by one by id: a plan that also read the zone's index
 * would walk every seat of a large zone on each hold.
 */
const checksSql = (v: {
  ids: SQL;
  zoneId: Value;
  userId: number | Placeholder;
  groupId: number | Placeholder;
}) => sql`
  (select count(*) from unnest(${v.ids}) as wanted(id) join ${seats} on ${seats.id} = wanted.id
   where ${seats.zoneId} = ${v.zoneId})::int as in_zone,
  (${boughtSql(v.userId, v.groupId)})::int as bought`;

/** A value in a statement: given, or a placeholder of a prepared one. */
type Value = number | string | Placeholder;

/**
 * The guarded upsert of the seats into `seat_holds`, as SQL for a statement of its own or a CTE;
 * `gate` (a CTE's name) lets it run only when that CTE has a row. A seat is taken when it is
 * free, its hold has lapsed, or the hold is this customer's own (this selection's, or one it is
 * replacing) — never when it is sold.
 */
const upsertSeatsSql = (
  v: { cltnTimeId: Value; ids: SQL; reqId: Value; expiresAt: Value; userId: Value },
  gate?: string,
) => sql`
  insert into ${seatHolds} (cltn_time_id, seat_id, seat_req_id, user_id, held_until)
  select ${v.cltnTimeId}, s, ${v.reqId}, ${v.userId}, ${v.expiresAt}::timestamptz
  from unnest(${v.ids}) s
  ${gate ? sql.raw(`where exists (select 1 from ${gate})`) : sql``}
  -- Rows are locked in the order they are inserted: one order (seat id) for every customer.
  order by s
  on conflict (cltn_time_id, seat_id) do update set
    seat_req_id = excluded.seat_req_id, user_id = excluded.user_id, held_until = excluded.held_until,
    order_id = case when seat_holds.seat_req_id = excluded.seat_req_id then seat_holds.order_id end,
    created_at = now()
  where seat_holds.sold_at is null
    and (seat_holds.held_until <= now() or seat_holds.seat_req_id = excluded.seat_req_id
      or seat_holds.user_id = excluded.user_id)
  returning seat_id`;

/** The guarded upsert (above) of these seats for the selection. */
export const upsertSeats = (cltnTimeId: number, ids: number[], req: Req, userId: number) =>
  upsertSeatsSql({
    cltnTimeId,
    ids: intArray(ids),
    reqId: req.id,
    expiresAt: req.expiresAt.toISOString(),
    userId,
  });

/** Tries of a new selection that met another one of the same customer and date being started. */
const START_TRIES = 10;

/**
 * A new selection in one statement, without a transaction — the busiest call of a sale, so one
 * round trip that holds a connection for no longer than the statement: the checks, the end of the
 * customer's live selection of the date (its other seats go back), the new live selection and its
 * seats. Nothing is written unless the checks pass (`assertAllowed` then says why not). The
 * constraint of one live selection (`seat_reqs_one_live`) is the guard against hoarding: of
 * selections started together one is written and the others meet the constraint and start
 * again, ending it; the last one stays. A reservation made from the ended selection is released
 * after the statement (should the process stop in between, the sweep releases it when it
 * expires). When a seat was not free, the seats it did take go straight back and the new selection ends (a
 * competitor may have been told 6500 for them in that instant, as with any near tie); the
 * previous one has ended all the same, as the customer is choosing again.
 */
async function startSelection(
  db: Db,
  sale: SeatSale,
  zoneId: number,
  cltnTimeId: number,
  ids: number[],
  req: Req,
  userId: number,
  assertAllowed: (checks: Checks | undefined) => void,
) {
  for (let attempt = 1; ; attempt++) {
    try {
      const [result] = await onlyDeadlockFree(ids, () =>
        startSelectionStatement(db).execute({
          userId,
          cltnTimeId,
          cltnId: sale.cltn.id,
          groupId: sale.group.id,
          zoneId,
          ids: `{${ids.join(",")}}`,
          count: ids.length,
          perWallet: sale.group.mintableCntPerWallet,
          reqId: req.id,
          expiresAt: req.expiresAt.toISOString(),
        }),
      );
      assertAllowed(result);
      // A reservation made from the ended selection is released as every other is.
      for (const orderId of result?.reserved ?? []) await releaseOrder(db, orderId, "EXPIRED");
      const wonIds = new Set((result?.won ?? []).map(Number));
      const taken = ids.filter((id) => !wonIds.has(id));
      if (taken.length === 0) return;
      // The customer is told these seats are not theirs: they must go back, however often it takes.
      await retryOnDeadlock(
        () =>
          db.execute(sql`
            with gone as (
              delete from ${seatHolds} where ${seatHolds.seatReqId} = ${req.id} and ${seatHolds.soldAt} is null
            )
            update ${seatReqs} set live = false, expires_at = least(${seatReqs.expiresAt}, now())
            where ${seatReqs.id} = ${req.id}`),
        START_TRIES,
      );
      throw new AppError("6500", { data: { seatIds: taken } });
    } catch (err) {
      if (!isConstraintViolation(err, "seat_reqs_one_live")) throw err;
      if (attempt === START_TRIES) throw new AppError("6500", { data: { seatIds: ids } });
    }
  }
}

const p = (name: string) => sql.placeholder(name);
/** The customer's live selection of the date. */
const liveSql = sql`${seatReqs.userId} = ${p("userId")} and ${seatReqs.cltnTimeId} = ${p("cltnTimeId")} and ${seatReqs.live}`;

/** The statement of `startSelection`, prepared once: its text is long and it runs on every new selection. */

const startSelectionStatement = preparedSql<Checks & { won: number[] | null; reserved: string[] | null }>(
  "start_seat_selection",
  sql`
    with counts as (select ${checksSql({ ids: sql`${p("ids")}::int[]`, zoneId: p("zoneId"), userId: p("userId"), groupId: p("groupId") })},
      -- Tickets reserved from the live selection this statement ends are not the customer's any more.
      (select coalesce(sum(${orders.ticketCount}), 0) from ${orders}
       where ${orders.seatReqId} in (select ${seatReqs.id} from ${seatReqs} where ${liveSql})
         and ${orders.nftGroupId} = ${p("groupId")} and ${orders.status} = 'RESERVED')::int as ending),
    checks as (select in_zone, bought - ending as bought from counts),
    allowed as (
      select 1 from checks
      where in_zone = ${p("count")}::int and ${p("count")}::int <= least(${MAX_PER_PURCHASE}, ${p("perWallet")}::int - bought)
    ),
    ended as (
      update ${seatReqs} set live = false, expires_at = least(${seatReqs.expiresAt}, now())
      where ${liveSql} and exists (select 1 from allowed)
      returning ${seatReqs.id}
    ),
    freed as (
      delete from ${seatHolds}
      where ${seatHolds.seatReqId} in (select id from ended) and ${seatHolds.soldAt} is null
        and ${seatHolds.seatId} <> all(${p("ids")}::int[])
    ),
    req as (
      insert into ${seatReqs} (id, user_id, cltn_id, cltn_time_id, expires_at, live)
      select ${p("reqId")}, ${p("userId")}, ${p("cltnId")}, ${p("cltnTimeId")}, ${p("expiresAt")}::timestamptz, true
      from allowed
    ),
    held as (${upsertSeatsSql(
      {
        cltnTimeId: p("cltnTimeId"),
        ids: sql`${p("ids")}::int[]`,
        reqId: p("reqId"),
        expiresAt: p("expiresAt"),
        userId: p("userId"),
      },
      "allowed",
    )})
    select in_zone, bought, (select array_agg(seat_id) from held) as won,
      (select array_agg(${orders.id}) from ${orders}
       where ${orders.seatReqId} in (select id from ended) and ${orders.status} = 'RESERVED') as reserved
    from checks`,
);

/**
 * PUT /discover/seats/reserve/clear: the customer left the seat step; the selection ends and its
 * unsold seats go back to sale, with a reservation made from it.
 */
export async function clearSeats(db: Db, userId: number, seatReqId: string) {
  const ended = await retryOnDeadlock(() => db.transaction((tx) => endSelections(tx, userId, { seatReqId })));
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
        update ${seatReqs} set live = false, expires_at = least(${seatReqs.expiresAt}, now())
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
