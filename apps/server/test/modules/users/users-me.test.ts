import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRow } from "../../../src/db/client.ts";
import { users, wallets } from "../../../src/db/schema/index.ts";
import { createCustodialKey } from "../../../src/integrations/wallet/custodial-key.ts";
import { createSession } from "../../../src/modules/sessions/create-session.ts";
import { SESSION_COOKIE } from "../../../src/modules/sessions/session-token.ts";
import { buildTestApp } from "../../helper.ts";

let t: Awaited<ReturnType<typeof buildTestApp>>;
let cookie: string;
let userId: number;
let address: string;

beforeAll(async () => {
  t = await buildTestApp();
  const user = await insertRow(t.db, users, {
    email: `${randomUUID()}@example.test`,
    name: "Mina Kim",
    customerKey: randomUUID(),
    language: "ko",
  });
  const key = createCustodialKey(t.app.secrets.walletKey);
  await t.db.insert(wallets).values({ userId: user.id, ...key });
  userId = user.id;
  address = key.address;
  cookie = (await createSession(t.db, { userId: user.id, ttlDays: 1 })).token;
});
afterAll(() => t.close());

const inject = (method: "GET" | "PUT", payload?: object) =>
  t.app.inject({ method, url: "/api/v1/users/me", payload, cookies: { [SESSION_COOKIE]: cookie } });

describe("/users/me", () => {
  it("answers the session user with the wallet, and never the key", async () => {
    const res = await inject("GET");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: userId,
      name: "Mina Kim",
      language: "ko",
      accountId: address,
      useAuth: false,
    });
    expect(res.body).not.toContain("encrypted");
    expect((await t.app.inject({ method: "GET", url: "/api/v1/users/me" })).statusCode).toBe(401);
  });

  it("edits name and language, with per-field errors", async () => {
    const res = await inject("PUT", { name: "  Mina  ", language: "ja" });
    expect(res.json()).toMatchObject({ name: "Mina", language: "ja" });
    const bad = await inject("PUT", { name: "", language: "fr" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields).toEqual({ name: "valid.required", language: "valid.invalid" });
  });
});
