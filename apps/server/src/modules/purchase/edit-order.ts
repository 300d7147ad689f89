import type { Language } from "@admit/contract/i18n";
import { DEFAULT_QTNR_ITEMS, type QtnrRuleItem, validateQtnr } from "@admit/contract/qtnr-rules";
import type { TOrderDetail } from "@admit/contract/sale";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cltns, nfts, orders, qtnrTemplates } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Host } from "../../policies/host-role.ts";
import { mayEditAttendeeAnswers } from "../../policies/may-edit-answers.ts";
import { orderOf } from "../../policies/order-owner.ts";
import { tokenHeldBy } from "../../policies/token-holder.ts";
import { getOrder } from "./get-order.ts";
import { orderTokenIds } from "./order-tickets.ts";

/**
 * PUT /discover/orders/{id}: edits the attendee answers of a paid order (edit mode of spec §5:
 * only editable items change), one set per ticket in order. A ticket's answers change only for
 * whom the policy allows — its current holder, or its event's team — so a buyer who sent or
 * sold a ticket leaves its answers alone (null) and is refused (4505) when trying to change them.
 * The tokens' answers follow, and a ticket waiting for them becomes usable.
 */
export async function editOrder(
  db: Db,
  user: Host,
  orderId: string,
  attendees: (Record<string, unknown> | null)[],
  lang?: Language,
): Promise<TOrderDetail> {
  const [row] = await db
    .select({ order: orders, cltn: cltns })
    .from(orders)
    .innerJoin(cltns, eq(cltns.id, orders.cltnId))
    .where(and(eq(orders.id, orderId), orderOf(user.id)));
  if (!row) throw new AppError("4505");
  if (row.order.status !== "PAID" && row.order.status !== "ISSUED")
    throw new AppError("BAD_REQUEST", { data: { reason: "order-not-editable" } });
  if (attendees.length !== row.order.ticketCount)
    throw new AppError("VALIDATION", { field: "attendees", data: { expected: row.order.ticketCount } });
  const [template] = row.cltn.qtnrTemplateId
    ? await db.select().from(qtnrTemplates).where(eq(qtnrTemplates.id, row.cltn.qtnrTemplateId))
    : [];
  const items = (template?.items ?? DEFAULT_QTNR_ITEMS) as QtnrRuleItem[];
  const ids = await orderTokenIds(db, row.order);
  const tokens = ids.length
    ? await db.select({ id: nfts.id, ownerId: nfts.ownerId }).from(nfts).where(inArray(nfts.id, ids))
    : [];
  const tokenAt = (index: number) => tokens.find((t) => t.id === ids[index]);
  const changes: { index: number; nft: { id: number; ownerId: number | null } | undefined }[] = [];
  for (const [index, answers] of attendees.entries()) {
    if (answers === null) continue;
    const nft = tokenAt(index);
    const ticket = { ownerId: nft?.ownerId ?? null, brandId: row.cltn.brandId, cltnId: row.cltn.id };
    if (nft && !(await mayEditAttendeeAnswers(db, user, ticket)))
      throw new AppError("4505", { field: `attendees.${index}`, data: { index, nftId: nft.id } });
    changes.push({ index, nft });
  }
  const cleaned = attendees.map((answers, index) => {
    const previous = row.order.attendees[index] ?? {};
    if (answers === null) return previous;
    const result = validateQtnr(items, answers, { editMode: true, previous });
    if (Object.keys(result.errors).length > 0)
      throw new AppError("VALIDATION", {
        field: `attendees.${index}`,
        data: { index, fields: result.errors },
      });
    return result.cleaned;
  });
  await db.transaction(async (tx) => {
    await tx.update(orders).set({ attendees: cleaned, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
    for (const { index, nft } of changes) {
      if (!nft) continue;
      // Only while it is where the policy saw it: a ticket that moved meanwhile refuses the whole edit.
      const [changed] = await tx
        .update(nfts)
        .set({
          qtnrInfo: cleaned[index] ?? null,
          status: sql`case when ${nfts.status} = 'QTNR_REQUIRED' then 'ACTIVE' else ${nfts.status} end`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(nfts.id, nft.id), tokenHeldBy(nft.ownerId)))
        .returning({ id: nfts.id });
      if (!changed)
        throw new AppError("4505", { field: `attendees.${index}`, data: { index, nftId: nft.id } });
    }
  });
  return getOrder(db, user.id, orderId, lang);
}
