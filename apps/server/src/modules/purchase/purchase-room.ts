import { LIMITS } from "@admit/contract/limits";
import { type Placeholder, sql } from "drizzle-orm";
import { type Db, rowsOf, type Tx } from "../../db/client.ts";
import { nfts, orders } from "../../db/schema/index.ts";
import { orderOf } from "../../policies/order-owner.ts";
import { tokenHeldBy } from "../../policies/token-holder.ts";
import type { SaleGroup, SeatSale } from "./sale-group.ts";

/** Most tickets or seats one purchase takes (spec §9 "max {count} tickets or seats"). */
export const MAX_PER_PURCHASE = LIMITS.unnamedLimit20;

/**
 * What the customer already has of a group, in one statement: tokens they hold (not failed ones)
 * and tickets of their orders still on the way (reserved or paying; a paid order's tokens exist).
 */
export const boughtSql = (userId: number | Placeholder, nftGroupId: number | Placeholder) => sql`select
  (select count(*) from ${nfts} where ${nfts.nftGroupId} = ${nftGroupId} and ${tokenHeldBy(userId)}
     and ${nfts.status} not in ('ISSUE_FAIL', 'FAIL'))
  + (select coalesce(sum(${orders.ticketCount}), 0) from ${orders} where ${orderOf(userId)}
     and ${orders.nftGroupId} = ${nftGroupId} and ${orders.status} in ('RESERVED', 'PAYING'))`;

export async function boughtOfGroup(db: Db | Tx, userId: number, nftGroupId: number): Promise<number> {
  const rows = rowsOf<{ n: number }>(await db.execute(sql`select (${boughtSql(userId, nftGroupId)}) as n`));
  return Number(rows[0]?.n ?? 0);
}

/** How many more the customer may take in one purchase, having `bought` of the group. */
export const roomLeft = (sale: Pick<SaleGroup, "group"> | SeatSale, bought: number) =>
  Math.max(0, Math.min(MAX_PER_PURCHASE, sale.group.mintableCntPerWallet - bought));

/** How many more the customer may take in one purchase of the group. */
export async function purchaseRoom(db: Db | Tx, userId: number, sale: SaleGroup): Promise<number> {
  return roomLeft(sale, await boughtOfGroup(db, userId, sale.group.id));
}
