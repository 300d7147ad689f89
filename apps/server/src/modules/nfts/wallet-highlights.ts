import type { Language } from "@admit/contract/i18n";
import type { TWalletHighlights } from "@admit/contract/nfts";
import { and, asc, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedPerDb } from "../../db/prepared.ts";
import { selectNftRows } from "../../db/queries/tokens.ts";
import { cltns, cltnTimes, nfts, orders } from "../../db/schema/index.ts";
import { orderOf } from "../../policies/order-owner.ts";
import { tokenHeldBy } from "../../policies/token-holder.ts";
import { toListItem } from "./nft-view.ts";

/**
 * Cards that wait for their holder: a failed issue, send, listing or purchase, and attendee
 * answers still missing. A lottery's "not drawn" (FAIL of an APPLICATION) asks nothing of anyone.
 * The home list leaves them to the strip above it (`except=attention`), so they never push the
 * tickets down.
 */
export function needsAttention(): SQL {
  return or(
    inArray(nfts.status, ["ISSUE_FAIL", "QTNR_REQUIRED", "SEND_FAIL", "SELL_REG_FAIL"]),
    and(
      eq(nfts.status, "FAIL"),
      sql`exists (select 1 from ${cltns} where ${cltns.id} = ${nfts.cltnId} and ${cltns.kind} <> 'APPLICATION')`,
    ),
  ) as SQL;
}

/** How many cards the strip shows; one more is read to know there are more. */
export const ATTENTION_SHOWN = 20;

/**
 * An event is still ahead until it ends; a date without an end counts as ending six hours after
 * it starts (the door lets people in late, and the card stays next until then).
 */
const ENDLESS_EVENT = sql`interval '6 hours'`;

const statements = preparedPerDb((db: Db) => ({
  nextUp: selectNftRows(
    db,
    and(
      tokenHeldBy(sql.placeholder("userId")),
      eq(nfts.status, "ACTIVE"),
      eq(cltns.type, "TICKET"),
      eq(cltns.hideStartDate, false),
      sql`${cltnTimes.startAt} is not null`,
      sql`coalesce(${cltnTimes.endAt}, ${cltnTimes.startAt} + ${ENDLESS_EVENT}) > ${sql.placeholder("now")}::timestamptz`,
    ),
  )
    .orderBy(asc(cltnTimes.startAt), asc(nfts.id))
    // A few, for the token whose own attributes hide its date.
    .limit(5)
    .prepare("nft_next_up"),
  attention: selectNftRows(db, and(tokenHeldBy(sql.placeholder("userId")), needsAttention()))
    .orderBy(desc(nfts.id))
    .limit(ATTENTION_SHOWN + 1)
    .prepare("nft_attention"),
  // Approved at the provider but not answered yet, or paid with no token made yet.
  pendingOrders: db
    .select({
      id: orders.id,
      cltnName: cltns.name,
      image: cltns.image,
      ticketCount: orders.ticketCount,
      status: orders.status,
    })
    .from(orders)
    .innerJoin(cltns, eq(cltns.id, orders.cltnId))
    .where(
      and(
        orderOf(sql.placeholder("userId")),
        inArray(orders.status, ["PAYING", "PAID"]),
        sql`not exists (select 1 from ${nfts} where ${nfts.orderId} = ${orders.id})`,
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(10)
    .prepare("orders_pending_tokens"),
}));

/**
 * What home pins above the list: orders whose tickets are still to come, the next event the person
 * can go to (the soonest ticket that has not ended), and the cards that need them, newest first.
 */
export async function walletHighlights(
  db: Db,
  userId: number,
  lang: Language,
  now = new Date(),
): Promise<TWalletHighlights> {
  const made = statements(db);
  const [upcoming, attention, pending] = await Promise.all([
    made.nextUp.execute({ userId, now: now.toISOString() }),
    made.attention.execute({ userId }),
    made.pendingOrders.execute({ userId }),
  ]);
  const nextUp = upcoming
    .map((r) => toListItem(r, lang, now))
    .find((item) => !item.hideStartDate && !item.isExpired);
  return {
    pendingOrders: pending.map(({ status, ...order }) => ({
      ...order,
      state: status === "PAYING" ? "confirming" : "issuing",
    })),
    nextUp: nextUp ?? null,
    attention: attention.slice(0, ATTENTION_SHOWN).map((r) => toListItem(r, lang, now)),
    moreAttention: attention.length > ATTENTION_SHOWN,
  };
}
