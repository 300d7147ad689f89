import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { type Db, one } from "../src/db/client.ts";
import { mailOutbox, users } from "../src/db/schema/index.ts";
import { hashPassword } from "../src/lib/passwords.ts";

/** A verified account that accepted the terms, with the given password. */
export async function createVerifiedUser(
  db: Db,
  password: string,
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  return one(
    await db
      .insert(users)
      .values({
        email: `${randomUUID()}@example.test`,
        name: "Test Person",
        customerKey: randomUUID(),
        passwordHash: await hashPassword(password),
        emailVerifiedAt: new Date(),
        termsAcceptedAt: new Date(),
        ...overrides,
      })
      .returning(),
  );
}

/** The outbox mails to `to`, newest first, once at least `atLeast` have arrived (the worker sends them). */
export async function waitForMails(db: Db, to: string, atLeast = 1) {
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));
    if (rows.length >= atLeast) return rows;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to}`);
}
