import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { type Db, insertRow } from "../src/db/client.ts";
import { brands, cltns, mailOutbox, nfts, users, wallets } from "../src/db/schema/index.ts";
import { createCustodialKey } from "../src/integrations/wallet/custodial-key.ts";
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

const DAY = 86_400_000;

/** A brand named `name`, with the logo and profile images every brand row needs. */
export function createBrand(db: Db, name: string) {
  return insertRow(db, brands, { name, logoImg: "/l.svg", profileImg: "/p.svg" });
}

/**
 * A collection of `fields.brandId` with what every row needs and most tests never look at: a concert
 * ticket on POLYGON in UTC, priced in KRW, on sale since yesterday until tomorrow, its name unique.
 * A test names in `fields` what it is about (its network, its dates, its name when it reads it).
 */
export function createCltn(db: Db, fields: { brandId: number } & Partial<typeof cltns.$inferInsert>) {
  return insertRow(db, cltns, {
    type: "TICKET",
    kind: "TICKET",
    category: "concert",
    name: `Test Night ${randomUUID().slice(0, 6)}`,
    image: "/i.svg",
    logoImg: "/l.svg",
    color: "#111111",
    network: "POLYGON",
    timeZone: "UTC",
    currency: "KRW",
    saleStartAt: new Date(Date.now() - DAY),
    saleEndAt: new Date(Date.now() + DAY),
    ...fields,
  });
}

type WithWalletKey = { db: Db; app: { secrets: { walletKey: Buffer } } };

/**
 * `count` accounts that hold tokens on chain (never signed in), each with a custodial wallet made
 * with the app's wallet key: the users, each with its wallet.
 */
export async function createCustodialHolders(t: WithWalletKey, count = 1, name = "Holder") {
  const holders = await t.db
    .insert(users)
    .values(
      Array.from({ length: count }, () => ({
        email: `${randomUUID()}@chain.test`,
        name,
        customerKey: randomUUID(),
      })),
    )
    .returning();
  const held = await t.db
    .insert(wallets)
    .values(holders.map((h) => ({ userId: h.id, ...createCustodialKey(t.app.secrets.walletKey) })))
    .returning();
  return holders.map((holder) => {
    const wallet = held.find((w) => w.userId === holder.id);
    if (!wallet) throw new Error("no wallet");
    return { ...holder, wallet };
  });
}

/** One account holding tokens on chain, with its custodial wallet (createCustodialHolders). */
export async function createCustodialHolder(t: WithWalletKey, name = "Holder") {
  const [holder] = await createCustodialHolders(t, 1, name);
  if (!holder) throw new Error("no holder");
  return holder;
}

/**
 * One token of `cltnId` for each holder, serials 1…n: "Standing" tickets, ISSUING (what the issuer
 * mints next) unless `fields` say otherwise.
 */
export function createTokens(
  db: Db,
  cltnId: number,
  holders: { id: number }[],
  fields: Partial<typeof nfts.$inferInsert> = {},
) {
  return db
    .insert(nfts)
    .values(
      holders.map((h, i) => ({
        cltnId,
        ownerId: h.id,
        type: "TICKET" as const,
        status: "ISSUING" as const,
        name: "Standing",
        serial: i + 1,
        ...fields,
      })),
    )
    .returning();
}

/** One token of `cltnId` for `owner` (createTokens): serial 1 unless `fields` say otherwise. */
export async function createToken(
  db: Db,
  cltnId: number,
  owner: { id: number },
  fields: Partial<typeof nfts.$inferInsert> = {},
) {
  const [token] = await createTokens(db, cltnId, [owner], fields);
  if (!token) throw new Error("no token");
  return token;
}
