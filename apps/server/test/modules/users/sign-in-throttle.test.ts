import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInFailures } from "../../../src/db/schema/index.ts";
import { createEmailToken } from "../../../src/modules/users/email-token.ts";
import { RESET_LINK_MS } from "../../../src/modules/users/request-password-reset.ts";
import { createVerifiedUser } from "../../fixtures.ts";
import { buildTestApp } from "../../helper.ts";

let t: Awaited<ReturnType<typeof buildTestApp>>;
const password = "tickets-4-all";
const ATTACKER = "198.51.100.7";
const OWNER = "203.0.113.20";

beforeAll(async () => {
  t = await buildTestApp({
    SIGNIN_MAX_FAILURES: "3",
    SIGNIN_LOCK_MINUTES: "15",
    SIGNIN_PER_IP_PER_MINUTE: "1000",
    RATE_LIMIT_MAX: "1000",
  });
});
afterAll(() => t.close());

async function verifiedUser() {
  const user = await createVerifiedUser(t.db, password, { name: "Throttle Test" });
  return { id: user.id, email: user.email };
}

const signIn = (email: string, pwd: string, from = ATTACKER) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/users/signin/email",
    payload: { email, pwd },
    remoteAddress: from,
  });

const failuresOf = async (userId: number, client: string) =>
  (
    await t.db
      .select()
      .from(signInFailures)
      .where(and(eq(signInFailures.userId, userId), eq(signInFailures.client, client)))
  )[0];

describe("wrong passwords, per account and client address", () => {
  it("makes the guessing address wait longer each time, while the owner elsewhere still signs in", async () => {
    const { id, email } = await verifiedUser();
    for (let i = 0; i < 3; i++) expect((await signIn(email, "wrong-pass-1")).json().code).toBe("1023");
    // Free failures used up: the fourth costs a wait of 1 s, then 2 s, 4 s …
    expect((await signIn(email, "wrong-pass-1")).json().code).toBe("1023");
    const waiting = await signIn(email, password);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toMatchObject({ code: "RATE_LIMITED", data: { retryAfterSeconds: 1 } });
    expect(Number(waiting.headers["retry-after"])).toBe(1);

    // The owner, from another address, is not slowed at all: no lock-out by someone elsewhere.
    const owner = await signIn(email, password, OWNER);
    expect(owner.statusCode).toBe(200);

    // Each further failure doubles the wait, up to SIGNIN_LOCK_MINUTES; no sleep on the server.
    for (const expected of [2, 4, 8]) {
      await t.db
        .update(signInFailures)
        .set({ waitUntil: sql`now() - interval '1 second'` })
        .where(and(eq(signInFailures.userId, id), eq(signInFailures.client, ATTACKER)));
      expect((await signIn(email, "wrong-pass-1")).json().code).toBe("1023");
      expect((await signIn(email, "wrong-pass-1")).json()).toMatchObject({
        code: "RATE_LIMITED",
        data: { retryAfterSeconds: expected },
      });
    }
  });

  it("counts every one of many wrong passwords sent at once", async () => {
    const { id, email } = await verifiedUser();
    await Promise.all(Array.from({ length: 6 }, () => signIn(email, "wrong-pass-1")));
    expect((await failuresOf(id, ATTACKER))?.failures).toBe(6);
    expect((await signIn(email, password)).json().code).toBe("RATE_LIMITED");
  });

  it("forgets the failures after the window, or after the right password from that address", async () => {
    const { id, email } = await verifiedUser();
    await signIn(email, "wrong-pass-1");
    await signIn(email, "wrong-pass-1");
    await t.db
      .update(signInFailures)
      .set({ since: new Date(Date.now() - 16 * 60_000) })
      .where(eq(signInFailures.userId, id));
    await signIn(email, "wrong-pass-1");
    expect(await failuresOf(id, ATTACKER)).toMatchObject({ failures: 1, waitUntil: null });
    expect((await signIn(email, password)).statusCode).toBe(200);
    expect(await failuresOf(id, ATTACKER)).toBeUndefined();
  });

  it("lets a customer who is made to wait in through the e-mailed reset link", async () => {
    const { id, email } = await verifiedUser();
    for (let i = 0; i < 8; i++) await signIn(email, "wrong-pass-1", OWNER);
    expect((await signIn(email, password, OWNER)).json().code).toBe("RATE_LIMITED");
    const token = await createEmailToken(t.db, id, "reset", RESET_LINK_MS);
    const reset = await t.app.inject({
      method: "PUT",
      url: "/api/v1/users/reset/pwd",
      payload: { token, pwd: "brand-new-pass-1" },
      remoteAddress: OWNER,
    });
    expect(reset.statusCode).toBe(204);
    expect((await signIn(email, "brand-new-pass-1", OWNER)).statusCode).toBe(200);
  });
});
