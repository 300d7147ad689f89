import { desc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/index.ts";

/** The newest mails of the outbox, newest first. */
export async function listOutbox(db: Db, limit: number) {
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    html: r.html,
    links: r.links,
    createdAt: r.createdAt.toISOString(),
  }));
}
