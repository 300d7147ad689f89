import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedPerDb } from "../../db/prepared.ts";
import { cltns, cltnTimes, nftGroups } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";

/** Prepared once per database: every hold, quote and reservation starts with this lookup. */
const saleGroupById = preparedPerDb((db: Db) =>
  db
    .select({ group: nftGroups, cltn: cltns, time: cltnTimes })
    .from(nftGroups)
    .innerJoin(cltns, eq(cltns.id, nftGroups.cltnId))
    .leftJoin(cltnTimes, eq(cltnTimes.id, nftGroups.cltnTimeId))
    .where(eq(nftGroups.id, sql.placeholder("id")))
    .prepare("sale_group_by_id"),
);

/** A group on sale with its collection and date: what every purchase call starts from. */
export async function loadSaleGroup(db: Db, nftGroupId: number) {
  const [row] = await saleGroupById(db).execute({ id: nftGroupId });
  if (!row) throw new AppError("NOT_FOUND", { data: { what: "nftGroup" } });
  return row;
}
export type SaleGroup = Awaited<ReturnType<typeof loadSaleGroup>>;

/** Only what a seat hold asks of the group: the busiest call of a sale reads no more than it uses. */
const seatSaleById = preparedPerDb((db: Db) =>
  db
    .select({
      group: {
        id: nftGroups.id,
        status: nftGroups.status,
        zoneId: nftGroups.zoneId,
        cltnTimeId: nftGroups.cltnTimeId,
        mintableCntPerWallet: nftGroups.mintableCntPerWallet,
      },
      cltn: {
        id: cltns.id,
        saleStartAt: cltns.saleStartAt,
        saleEndAt: cltns.saleEndAt,
        isAdult: cltns.isAdult,
        timeZone: cltns.timeZone,
        seatHoldMinutes: cltns.seatHoldMinutes,
      },
      time: { startAt: cltnTimes.startAt },
    })
    .from(nftGroups)
    .innerJoin(cltns, eq(cltns.id, nftGroups.cltnId))
    .leftJoin(cltnTimes, eq(cltnTimes.id, nftGroups.cltnTimeId))
    .where(eq(nftGroups.id, sql.placeholder("id")))
    .prepare("seat_sale_by_id"),
);

/** The group as a seat hold needs it (see `loadSaleGroup` for everything). */
export async function loadSeatSale(db: Db, nftGroupId: number) {
  const [row] = await seatSaleById(db).execute({ id: nftGroupId });
  if (!row) throw new AppError("NOT_FOUND", { data: { what: "nftGroup" } });
  return row;
}
export type SeatSale = Awaited<ReturnType<typeof loadSeatSale>>;

/**
 * The group can be bought now: the collection's sale period is on and the date has not started
 * (3101 otherwise), and the host has not stopped the group (4501).
 */
export function assertOnSale(sale: SeatSale, now = new Date()) {
  const t = now.getTime();
  if (t < sale.cltn.saleStartAt.getTime() || t > sale.cltn.saleEndAt.getTime())
    throw new AppError("3101", {
      data: { saleStartAt: sale.cltn.saleStartAt, saleEndAt: sale.cltn.saleEndAt },
    });
  if (sale.time && sale.time.startAt.getTime() <= t)
    throw new AppError("3101", { data: { reason: "started" } });
  if (sale.group.status === "STOP") throw new AppError("4501", { data: { reason: "stopped" } });
}

/** Minutes a seat hold or a reservation lasts (per collection; never extended). */
export const holdMinutes = (sale: SeatSale) => sale.cltn.seatHoldMinutes;
