import { DEFAULT_QTNR_ITEMS, type QtnrRuleItem, validateQtnr } from "@admit/contract/qtnr-rules";
import type { TOrderDetail } from "@admit/contract/sale";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cltns, nfts, orders, qtnrTemplates } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { getOrder } from "./get-order.ts";

/**
 * PUT /discover/orders/{id}: edits the attendee answers of a paid order (edit mode of spec §5:
 * only editable items change). The tokens' answers follow, and a ticket waiting for them becomes
 * usable.
 */
export async function editOrder(
  db: Db,
  userId: number,
  orderId: string,
  attendees: Record<string, unknown>[],
): Promise<TOrderDetail> {
  const [row] = await db
    .select({ order: orders, cltn: cltns })
    .from(orders)
    .innerJoin(cltns, eq(cltns.id, orders.cltnId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!row) throw new AppError("4505");
  if (row.order.status !== "PAID" && row.order.status !== "ISSUED")
    throw new AppError("BAD_REQUEST", { data: { reason: "order-not-editable" } });
  if (attendees.length !== row.order.ticketCount)
    throw new AppError("VALIDATION", { field: "attendees", data: { expected: row.order.ticketCount } });
  const [template] = row.cltn.qtnrTemplateId
    ? await db.select().from(qtnrTemplates).where(eq(qtnrTemplates.id, row.cltn.qtnrTemplateId))
    : [];
  const items = (template?.items ?? DEFAULT_QTNR_ITEMS) as QtnrRuleItem[];
  const cleaned = attendees.map((answers, index) => {
    const previous = row.order.attendees[index] ?? {};
    const result = validateQtnr(items, answers, { editMode: true, previous });
    if (Object.keys(result.errors).length > 0)
      throw new AppError("VALIDATION", {
        field: `attendees.${index}`,
        data: { index, fields: result.errors },
      });
    return result.cleaned;
  });
  const tokens = await db
    .select({ id: nfts.id })
    .from(nfts)
    .where(and(eq(nfts.orderId, orderId), eq(nfts.ownerId, userId)))
    .orderBy(asc(nfts.id));
  await db.transaction(async (tx) => {
    await tx.update(orders).set({ attendees: cleaned, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
    for (const [i, t] of tokens.entries())
      await tx
        .update(nfts)
        .set({
          qtnrInfo: cleaned[i] ?? null,
          status: sql`case when ${nfts.status} = 'QTNR_REQUIRED' then 'ACTIVE' else ${nfts.status} end`,
          updatedAt: sql`now()`,
        })
        .where(eq(nfts.id, t.id));
  });
  return getOrder(db, userId, orderId);
}
