import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { type Db, insertRow } from "../src/db/client.ts";
import { mailOutbox, users } from "../src/db/schema/index.ts";
import { hashPassword } from "../src/lib/passwords.ts";
import { SESSION_COOKIE } from "../src/modules/sessions/session-token.ts";

/** A verified account that accepted the terms, with the given password. */
export async function createVerifiedUser(
  db: Db,
  password: string,
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  return await insertRow(db, users, {
    email: `${randomUUID()}@example.test`,
    name: "Test Person",
    customerKey: randomUUID(),
    passwordHash: await hashPassword(password),
    emailVerifiedAt: new Date(),
    termsAcceptedAt: new Date(),
    ...overrides,
  });
}

/**
 * Reads until `done` says so (or `ms` pass): the value last read. 30 s by default: CI runs four suites
 * at once on two cores, where a mint that takes a second here took more than ten.
 */
export async function waitFor<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 30_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function waitForMails(db: Db, to: string, atLeast = 1) {
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));
    if (rows.length >= atLeast) return rows;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to}`);
}

/** A verified account signed in through the API: the user and the session cookie to send. */
export async function createSignedInUser(
  t: { db: Db; app: { inject: FastifyInstance["inject"] } },
  password: string,
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  const user = await createVerifiedUser(t.db, password, overrides);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/users/signin/email",
    payload: { email: user.email, pwd: password },
  });
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
  if (!cookie) throw new Error(`sign-in failed: ${res.body}`);
  return { user, id: user.id, cookies: { [SESSION_COOKIE]: cookie } };
}
