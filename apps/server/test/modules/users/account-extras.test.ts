import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRow } from "../../../src/db/client.ts";
import {
  brands,
  cltns,
  cltnTimes,
  invitations,
  nfts,
  notifications,
  oauthAccounts,
  sessions,
  userActivities,
  users,
  wallets,
} from "../../../src/db/schema/index.ts";
import { SESSION_COOKIE } from "../../../src/modules/sessions/session-token.ts";
import { createSignedInUser, createVerifiedUser, waitForMails } from "../../fixtures.ts";
import { buildTestApp } from "../../helper.ts";

let t: Awaited<ReturnType<typeof buildTestApp>>;
let uploads: string;
const PASSWORD = "extras-pass-1";

beforeAll(async () => {
  uploads = await mkdtemp(join(tmpdir(), "admit-uploads-"));
  t = await buildTestApp({ DATA_DIR: uploads.replace(/\/?$/, "") });
});
afterAll(async () => {
  await t.close();
  await rm(uploads, { recursive: true, force: true });
});

const signedIn = (overrides: Partial<typeof users.$inferInsert> = {}) =>
  createSignedInUser(t, PASSWORD, overrides);
/** Invites `email` as the signed-in holder of `cookies` (none: anonymously). */
const invite = (email: string, cookies?: Record<string, string>) =>
  t.app.inject({ method: "POST", url: "/api/v1/users/invite", payload: { email }, cookies });

describe("invite a friend", () => {
  it("mails the friend; 2510 for the same address again; 2001 for a member", async () => {
    const { user, cookies } = await signedIn({ name: "Hana", language: "ko" });
    const friend = `Friend-${randomUUID()}@Example.test`;
    const sent = await invite(friend, cookies);
    expect(sent.statusCode).toBe(201);
    const [mail] = await waitForMails(t.db, friend.toLowerCase());
    expect(mail?.subject).toBe("Hana님이 Admit에 초대했어요");
    expect(mail?.links[0]).toContain("/register/start");

    const again = await invite(friend, cookies);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "2510", field: "email" });
    const member = await createVerifiedUser(t.db, PASSWORD);
    const taken = await invite(member.email, cookies);
    expect(taken.json()).toMatchObject({ code: "2001", field: "email" });
    const self = await invite(user.email, cookies);
    expect(self.json()).toMatchObject({ code: "2001" });
    const bad = await invite("nope", cookies);
    expect(bad.json()).toMatchObject({ code: "VALIDATION", data: { fields: { email: "valid.email" } } });
    const anonymous = await invite(friend);
    expect(anonymous.statusCode).toBe(401);

    const list = await t.app.inject({ method: "GET", url: "/api/v1/users/invite", cookies });
    expect(list.json()).toMatchObject([{ email: friend.toLowerCase(), joined: false }]);
  });

  it("puts nothing of the inviter's but a clean one-line name in the mail", async () => {
    const { cookies } = await signedIn({ name: "Hana\u202E\nBcc: x@evil.test\u0007" });
    const friend = `friend-${randomUUID()}@example.test`;
    await invite(friend, cookies);
    const [mail] = await waitForMails(t.db, friend);
    expect(mail?.subject).toBe("Hana Bcc: x@evil.test invited you to Admit");
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for control characters
    expect(mail?.text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u202e]/u);
    expect(mail?.text.split("\n")[0]).toContain("Hana Bcc: x@evil.test uses Admit");
  });

  it("tells the inviter (USER_INVITE notification, INVITED activity) once the friend has verified", async () => {
    const { user, cookies } = await signedIn();
    const friend = `${randomUUID()}@example.test`;
    await invite(friend, cookies);
    const signup = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/signup/email",
      payload: { email: friend, name: "Min", pwd: "friend-pass-1", lang: "en" },
    });
    expect(signup.statusCode).toBe(201);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(0);

    const mails = await waitForMails(t.db, friend, 2);
    const verifyLink = mails.flatMap((m) => m.links).find((l) => l.includes("/email/verify"));
    const url = new URL(verifyLink as string);
    await t.app.inject({ method: "GET", url: `${url.pathname}${url.search}` });

    const [joined] = await t.db.select().from(users).where(eq(users.email, friend));
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(told).toMatchObject([
      {
        type: "USER_INVITE",
        refId: joined?.id,
        detail: { id: joined?.id, type: "USER_INVITE", email: friend },
      },
    ]);
    const activity = await t.db.select().from(userActivities).where(eq(userActivities.userId, user.id));
    expect(activity).toMatchObject([{ type: "INVITED", detail: { email: friend } }]);
    const list = await t.app.inject({ method: "GET", url: "/api/v1/users/invite", cookies });
    expect(list.json()[0]).toMatchObject({ joined: true });
  });
});

const picture = (format: "png" | "jpeg" | "webp", width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: { r: 80, g: 70, b: 230 } } })
    [format]()
    .toBuffer();

function multipart(bytes: Buffer, filename: string, field = "image") {
  const boundary = `----admit${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

describe("PUT /users/profile-img", () => {
  it("re-encodes a picture to a 512 px square WebP, serves it, and replaces the previous one", async () => {
    const { cookies } = await signedIn();
    const first = await t.app.inject({
      method: "PUT",
      url: "/api/v1/users/profile-img",
      cookies,
      ...multipart(await picture("png"), "me.png"),
    });
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json().profileImg as string;
    expect(firstUrl).toMatch(/^\/uploads\/profile\/\d+\/[\w-]+\.webp$/);
    const served = await t.app.inject({ method: "GET", url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 512, height: 512 });

    // A JPEG named .webp is still a JPEG: the content decides, and it is accepted.
    const second = await t.app.inject({
      method: "PUT",
      url: "/api/v1/users/profile-img",
      cookies,
      ...multipart(await picture("jpeg", 300, 900), "me.webp"),
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().profileImg).not.toBe(firstUrl);
    expect(existsSync(join(uploads, "uploads", firstUrl.replace("/uploads/", "")))).toBe(false);
  });

  it("refuses other content, oversize files and a missing file, listing the rules", async () => {
    const { cookies } = await signedIn();
    const gif = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");
    const named = await t.app.inject({
      method: "PUT",
      url: "/api/v1/users/profile-img",
      cookies,
      ...multipart(gif, "cat.png"),
    });
    expect(named.statusCode).toBe(400);
    expect(named.json()).toMatchObject({
      code: "IMAGE_INVALID",
      field: "image",
      data: { reason: "type", maxBytes: 5_242_880, types: ["jpg", "jpeg", "png", "webp"] },
    });
    const broken = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64),
    ]);
    const unreadable = await t.app.inject({
      method: "PUT",
      url: "/api/v1/users/profile-img",
      cookies,
      ...multipart(broken, "x.png"),
    });
    expect(unreadable.json()).toMatchObject({ code: "IMAGE_INVALID", data: { reason: "unreadable" } });
    const big = Buffer.concat([await picture("png", 10, 10), Buffer.alloc(5_242_881)]);
    const oversize = await t.app.inject({
      method: "PUT",
      url: "/api/v1/users/profile-img",
      cookies,
      ...multipart(big, "big.png"),
    });
    expect(oversize.statusCode).toBe(400);
    expect(oversize.json()).toMatchObject({ code: "IMAGE_INVALID", data: { reason: "size" } });
    const wrongField = await t.app.inject({
      method: "PUT",
      url: "/api/v1/users/profile-img",
      cookies,
      ...multipart(await picture("png"), "a.png", "file"),
    });
    expect(wrongField.json()).toMatchObject({ code: "VALIDATION", field: "image" });
    const json = await t.app.inject({
      method: "PUT",
      url: "/api/v1/users/profile-img",
      cookies,
      payload: { image: "x" },
    });
    expect(json.json()).toMatchObject({ code: "VALIDATION", field: "image" });
    const anonymous = await t.app.inject({
      method: "PUT",
      url: "/api/v1/users/profile-img",
      ...multipart(await picture("png"), "a.png"),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

async function ticketFor(ownerId: number, endsInMs: number, status: "ACTIVE" | "USED" = "ACTIVE") {
  const brand = await insertRow(t.db, brands, {
    name: "Test Brand",
    logoImg: "/l.svg",
    profileImg: "/p.svg",
  });
  const now = Date.now();
  const cltn = await insertRow(t.db, cltns, {
    brandId: brand.id,
    type: "TICKET",
    kind: "TICKET",
    category: "concert",
    name: `Night Show ${randomUUID().slice(0, 4)}`,
    image: "/i.svg",
    logoImg: "/l.svg",
    color: "#000000",
    network: "POLYGON",
    timeZone: "Asia/Seoul",
    currency: "KRW",
    saleStartAt: new Date(now - 86_400_000),
    saleEndAt: new Date(now + endsInMs),
  });
  const time = await insertRow(t.db, cltnTimes, {
    cltnId: cltn.id,
    startAt: new Date(now + endsInMs - 3_600_000),
    endAt: new Date(now + endsInMs),
  });
  return await insertRow(t.db, nfts, {
    cltnId: cltn.id,
    cltnTimeId: time.id,
    ownerId,
    type: "TICKET",
    status,
    name: "R seat",
    serial: 1,
  });
}

describe("account deletion", () => {
  it("is blocked while a ticket's event has not ended, naming it; finished ones do not count", async () => {
    const { user, cookies } = await signedIn();
    await ticketFor(user.id, -86_400_000); // ended yesterday
    await ticketFor(user.id, 86_400_000, "USED"); // used already
    const ongoing = await ticketFor(user.id, 7 * 86_400_000);
    const can = await t.app.inject({ method: "GET", url: "/api/v1/users/withdraw/can", cookies });
    expect(can.json()).toMatchObject({
      can: false,
      tickets: [{ id: ongoing.id, name: "R seat", timeZone: expect.any(String) }],
    });
    expect(can.json().tickets).toHaveLength(1);
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/withdraw",
      payload: { pwd: PASSWORD },
      cookies,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "WITHDRAW_BLOCKED",
      data: { tickets: [{ id: ongoing.id }] },
    });
  });

  it("needs the password, then deletes the personal data, keeps the record and signs out", async () => {
    const { user, cookies } = await signedIn({ name: "Soo Lee" });
    await ticketFor(user.id, -86_400_000);
    await t.db.insert(oauthAccounts).values({ userId: user.id, provider: "google", subject: randomUUID() });
    await t.db.insert(invitations).values({ inviterId: user.id, email: `${randomUUID()}@example.test` });
    await t.db.insert(wallets).values({
      userId: user.id,
      address: `0x${randomUUID().replaceAll("-", "").padEnd(40, "0")}`,
      encryptedKey: "x",
    });
    const photo = await t.app.inject({
      method: "PUT",
      url: "/api/v1/users/profile-img",
      cookies,
      ...multipart(await picture("png"), "me.png"),
    });
    const photoUrl = photo.json().profileImg as string;

    expect(
      (await t.app.inject({ method: "GET", url: "/api/v1/users/withdraw/can", cookies })).json(),
    ).toEqual({ can: true, tickets: [] });
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/withdraw",
      payload: { pwd: "not-it-1" },
      cookies,
    });
    expect(wrong.json()).toMatchObject({ code: "M-W-1013", field: "pwd" });

    const done = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/withdraw",
      payload: { pwd: PASSWORD },
      cookies,
    });
    expect(done.statusCode).toBe(204);
    expect(done.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe("");
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      name: "",
      passwordHash: null,
      profileImg: null,
      email: `withdrawn-${user.id}@deleted.invalid`,
    });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.createdAt).toBeInstanceOf(Date);
    for (const table of [sessions, oauthAccounts])
      expect(await t.db.select().from(table).where(eq(table.userId, user.id))).toHaveLength(0);
    expect(await t.db.select().from(invitations).where(eq(invitations.inviterId, user.id))).toHaveLength(0);
    expect(await t.db.select().from(wallets).where(eq(wallets.userId, user.id))).toHaveLength(1);
    expect(existsSync(join(uploads, photoUrl))).toBe(false);

    expect((await t.app.inject({ method: "GET", url: "/api/v1/users/check", cookies })).statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/signin/email",
      payload: { email: user.email, pwd: PASSWORD },
    });
    expect(signIn.json()).toMatchObject({ code: "2004" });
    // The address is free for a new account.
    const again = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/signup/email",
      payload: { email: user.email, name: "New", pwd: "new-pass-12" },
    });
    expect(again.statusCode).toBe(201);
  });
});
