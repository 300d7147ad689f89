import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { nftGroups } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { assertAdultBuyer } from "../identity/identity-checks.ts";
import { MAX_PER_PURCHASE, purchaseRoom } from "./purchase-room.ts";
import { loadSaleGroup } from "./sale-group.ts";

/**
 * POST /discover/payment/valid: before paying, the wizard asks whether these counts can still be
 * bought — MAX_COUNT past one purchase's maximum, NOT_ENOUGH_TICKETS when fewer are left,
 * PURCHASE_LIMIT past the account's limit, ADULT_ONLY or UNDER_AGE for an adult event. (The
 * reservation checks again, atomically.)
 */
export async function validatePurchase(db: Db, userId: number, list: { id: number; count: number }[]) {
  const total = list.reduce((n, i) => n + i.count, 0);
  if (total > MAX_PER_PURCHASE) throw new AppError("MAX_COUNT", { data: { count: MAX_PER_PURCHASE } });
  const ids = [...new Set(list.map((i) => i.id))];
  const groups = await db.select().from(nftGroups).where(inArray(nftGroups.id, ids));
  if (groups.length !== ids.length) throw new AppError("NOT_FOUND", { data: { what: "nftGroup" } });
  for (const id of ids) {
    const count = list.filter((i) => i.id === id).reduce((n, i) => n + i.count, 0);
    const sale = await loadSaleGroup(db, id);
    if (sale.cltn.isAdult) await assertAdultBuyer(db, userId, sale.cltn.timeZone);
    const remaining = sale.group.totalCnt - sale.group.issuedCnt - sale.group.reservedCnt;
    if (sale.group.status === "STOP" || count > remaining)
      throw new AppError("NOT_ENOUGH_TICKETS", {
        data: { nftGroupId: id, remaining: Math.max(0, remaining) },
      });
    const room = await purchaseRoom(db, userId, sale);
    if (count > room)
      throw new AppError("PURCHASE_LIMIT", {
        data: { nftGroupId: id, limit: sale.group.mintableCntPerWallet },
      });
  }
  return { ok: true as const };
}
