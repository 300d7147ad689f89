import type { TNotificationDetail } from "@admit/contract/notifications";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { notifications } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";

const mine = (userId: number, id: number) => and(eq(notifications.id, id), eq(notifications.userId, userId));

/** Ids of the user's unconfirmed notifications, oldest first. */
export async function listUnconfirmed(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.confirmedAt)))
    .orderBy(asc(notifications.id))
    .limit(100);
  return rows.map((r) => r.id);
}

/** One unconfirmed notification of the user with its detail; 404 for anyone else's or a confirmed one. */
export async function getUnconfirmed(db: Db, userId: number, id: number): Promise<TNotificationDetail> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(mine(userId, id), isNull(notifications.confirmedAt)));
  if (!row) throw new AppError("NOT_FOUND");
  return {
    ...row.detail,
    notificationId: row.id,
    type: row.type,
    id: typeof row.detail.id === "number" ? row.detail.id : row.refId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Marks it seen; confirming twice is fine, someone else's is 404. */
export async function confirmNotification(db: Db, userId: number, id: number) {
  const [row] = await db
    .update(notifications)
    .set({ confirmedAt: sql`coalesce(${notifications.confirmedAt}, now())` })
    .where(mine(userId, id))
    .returning({ id: notifications.id });
  if (!row) throw new AppError("NOT_FOUND");
}

/** A notification for the user's home flow (spec §4): the token, user or sale it is about and its detail. */
export async function createNotification(
  db: Db,
  input: {
    userId: number;
    type: (typeof notifications.$inferInsert)["type"];
    refId: number;
    detail: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(notifications).values(input);
}
