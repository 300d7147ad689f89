import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema/index.ts";
import { createVerifiedUser } from "./fixtures.ts";
import { buildTestApp } from "./helper.ts";

let t: Awaited<ReturnType<typeof buildTestApp>>;
const password = "tickets-4-all";

beforeAll(async () => {
  t = await buildTestApp({ SIGNIN_MAX_FAILURES: "3", SIGNIN_LOCK_MINUTES: "15", RATE_LIMIT_MAX: "1000" });
});
afterAll(() => t.close());

async function verifiedUser() {
  const user = await createVerifiedUser(t.db, password, { name: "Lock Test" });
  return { id: user.id, email: user.email };
}

const signIn = (email: string, pwd: string) =>
  t.app.inject({ method: "POST", url: "/api/v1/users/signin/email", payload: { email, pwd } });

describe("failed sign-ins per account", () => {
  it("locks the account after the limit, even for the right password, and says when to retry", async () => {
    const { id, email } = await verifiedUser();
    for (let i = 0; i < 3; i++) expect((await signIn(email, "wrong-pass-1")).json().code).toBe("1023");
    const locked = await signIn(email, password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe("RATE_LIMITED");
    expect(locked.json().data.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(14 * 60);

    await t.db
      .update(users)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, id));
    expect((await signIn(email, password)).statusCode).toBe(200);
    const [after] = await t.db.select().from(users).where(eq(users.id, id));
    expect(after?.failedSignIns).toBe(0);
  });

  it("counts every one of many wrong passwords sent at once", async () => {
    const { id, email } = await verifiedUser();
    await Promise.all(Array.from({ length: 5 }, () => signIn(email, "wrong-pass-1")));
    const [after] = await t.db.select().from(users).where(eq(users.id, id));
    expect(after?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
    expect((await signIn(email, password)).json().code).toBe("RATE_LIMITED");
  });

  it("starts counting again once the window has passed", async () => {
    const { id, email } = await verifiedUser();
    await signIn(email, "wrong-pass-1");
    await signIn(email, "wrong-pass-1");
    await t.db
      .update(users)
      .set({ failedSignInsSince: new Date(Date.now() - 16 * 60_000) })
      .where(eq(users.id, id));
    await signIn(email, "wrong-pass-1");
    const [after] = await t.db.select().from(users).where(eq(users.id, id));
    expect(after?.failedSignIns).toBe(1);
    expect(after?.lockedUntil).toBeNull();
  });
});
