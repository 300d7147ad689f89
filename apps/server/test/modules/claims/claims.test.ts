import { randomUUID } from "node:crypto";
import { drawWinners, listHash, listText } from "@admit/contract/draw";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRow } from "../../../src/db/client.ts";
import {
  applications,
  claimCodes,
  cltns,
  cltnTimes,
  nftGroups,
  nfts,
  notifications,
  qtnrTemplates,
  users,
} from "../../../src/db/schema/index.ts";
import { enqueueIssueTokens } from "../../../src/jobs/issue-token-job.ts";
import { guardedClaims } from "../../../src/modules/claims/claim-guard.ts";
import { claimToken } from "../../../src/modules/claims/claim-token.ts";
import {
  closeDueLists,
  drawLottery,
  runDueDraws,
  seedDraws,
  sha256Hex,
} from "../../../src/modules/claims/lottery-draw.ts";
import { tellWaitingAtDeadline } from "../../../src/modules/claims/rsvp.ts";
import { grantedWithoutMint } from "../../../src/modules/nfts/grant-token.ts";
import { createCltn, waitFor, waitForMails } from "../../fixtures.ts";
import {
  brandId,
  customer,
  HOUR,
  host,
  openWalletWorldWith,
  otherHost,
  signedIn,
  stranger,
  t,
} from "../../wallet-world.ts";

// Many answers and applications from one test client: the per-minute limit of changes is not what this tests.
beforeAll(() =>
  openWalletWorldWith(
    {},
    { CHANGES_PER_MINUTE: "1000", RECEIVE_CODES_PER_MINUTE: "1000", CLAIM_CODES_PER_MINUTE: "1000" },
  ),
);
afterAll(() => t.close());

const DAY = 24 * HOUR;
type Who = { id: number; cookies: Record<string, string> };

/** A free event of `kind` with one time in a week and one product of `places`. */
async function event(
  kind: "TICKET" | "RSVP" | "APPLICATION",
  options: {
    places?: number;
    opensIn?: number;
    closesIn?: number;
    announceIn?: number;
    qtnr?: boolean;
    images?: number;
    hideStartDate?: boolean;
  } = {},
) {
  const now = Date.now();
  const template = options.qtnr
    ? await insertRow(t.db, qtnrTemplates, {
        name: "Attendee",
        items: [{ id: "name", name: "Name", type: "TEXT", required: true, editable: true, maxLength: 60 }],
      })
    : undefined;
  const cltn = await createCltn(t.db, {
    brandId,
    kind,
    name: `Free Night ${randomUUID().slice(0, 6)}`,
    qtnrTemplateId: template?.id ?? null,
    saleStartAt: new Date(now + (options.opensIn ?? -DAY)),
    saleEndAt: new Date(now + (options.closesIn ?? 3 * DAY)),
    announceAt: options.announceIn === undefined ? null : new Date(now + options.announceIn),
    applyImageMax: options.images ?? 0,
    hideStartDate: options.hideStartDate ?? false,
  });
  const time = await insertRow(t.db, cltnTimes, {
    cltnId: cltn.id,
    startAt: new Date(now + 7 * DAY),
    endAt: new Date(now + 7 * DAY + 3 * HOUR),
  });
  const group = await insertRow(t.db, nftGroups, {
    cltnId: cltn.id,
    cltnTimeId: time.id,
    name: "Entry",
    totalCnt: options.places ?? 100,
    mintableCntPerWallet: 1,
  });
  return { cltn, group };
}

async function code(
  options: {
    prefix?: "C" | "N";
    maxClaims?: number | null;
    startsIn?: number;
    endsIn?: number;
    places?: number;
  } = {},
) {
  const { cltn, group } = await event("TICKET", { places: options.places });
  const row = await insertRow(t.db, claimCodes, {
    code: `${options.prefix ?? "C"}${randomUUID().replaceAll("-", "").slice(0, 10).toUpperCase()}`,
    cltnId: cltn.id,
    nftGroupId: group.id,
    maxClaims: options.maxClaims === undefined ? 10 : options.maxClaims,
    startsAt: new Date(Date.now() + (options.startsIn ?? -HOUR)),
    endsAt: new Date(Date.now() + (options.endsIn ?? DAY)),
  });
  return { ...row, cltn, group };
}

const claimUrl = (prefix: string) => (prefix === "N" ? "/api/v1/nft-groups/qr/nft" : "/api/v1/cltns/qr/nft");
const offer = (value: string | undefined, who?: Who, prefix = value?.[0] ?? "C") =>
  t.app.inject({
    method: "GET",
    url: `${claimUrl(prefix)}${value === undefined ? "" : `?code=${value}`}`,
    cookies: who?.cookies,
  });
const claim = (value: string | undefined, who: Who, prefix = value?.[0] ?? "C") =>
  t.app.inject({
    method: "POST",
    url: claimUrl(prefix),
    cookies: who.cookies,
    payload: value === undefined ? {} : { code: value },
  });

describe("QR claim codes", () => {
  it("asks for a code (1000), knows only its own prefix's codes, and shows a visitor what a code gives", async () => {
    expect((await offer(undefined)).json()).toMatchObject({ code: "1000" });
    expect((await claim(undefined, customer)).json()).toMatchObject({ code: "1000" });
    expect((await claim("  ", customer)).json()).toMatchObject({ code: "1000" });
    expect((await offer("CNOSUCHCODE1")).statusCode).toBe(404);
    const c = await code();
    expect((await offer(c.code, undefined, "N")).statusCode).toBe(404);
    const seen = await offer(c.code.toLowerCase(), undefined, "C");
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({
      code: c.code,
      cltn: { id: c.cltn.id, name: c.cltn.name },
      group: { id: c.group.id, name: "Entry" },
      maxClaims: 10,
      claimed: 0,
      refusal: null,
      nftId: null,
    });
  });

  it("mints a claimed token through the chain outbox, once per account (M-2001)", async () => {
    const c = await code();
    const who = await signedIn();
    const first = await claim(c.code, who);
    expect(first.statusCode).toBe(200);
    const { nftId } = first.json() as { nftId: number };
    expect(first.json()).toMatchObject({ status: "ISSUING" });
    const minted = await waitFor(
      async () => (await t.db.select().from(nfts).where(eq(nfts.id, nftId)))[0],
      (n) => n?.status === "ACTIVE",
    );
    expect(minted).toMatchObject({ ownerId: who.id, nftGroupId: c.group.id, serial: 1, tokenId: "1" });
    const again = await claim(c.code, who);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "M-2001", data: { nftId } });
    expect((await offer(c.code, who)).json()).toMatchObject({ refusal: "claimed", nftId, claimed: 1 });
    // An N code claims its group's token the same way.
    const n = await code({ prefix: "N" });
    expect((await claim(n.code, who)).json()).toMatchObject({ status: "ISSUING" });
  });

  it("refuses outside the code's period (3101) and once its uses or its product ran out (3102)", async () => {
    const early = await code({ startsIn: HOUR });
    expect((await offer(early.code, customer)).json()).toMatchObject({ refusal: "notStarted" });
    expect((await claim(early.code, customer)).json()).toMatchObject({ code: "3101" });
    const late = await code({ startsIn: -DAY, endsIn: -HOUR });
    expect((await claim(late.code, customer)).json()).toMatchObject({ code: "3101" });

    const single = await code({ maxClaims: 1 });
    expect((await claim(single.code, customer)).statusCode).toBe(200);
    const second = await claim(single.code, stranger);
    expect(second.json()).toMatchObject({ code: "3102" });
    expect((await offer(single.code, stranger)).json()).toMatchObject({ refusal: "limit", claimed: 1 });

    const scarce = await code({ maxClaims: null, places: 1 });
    expect((await claim(scarce.code, customer)).statusCode).toBe(200);
    expect((await claim(scarce.code, stranger)).json()).toMatchObject({ code: "3102" });
    // Nothing of a refused claim stays: no token, no count.
    const [row] = await t.db.select().from(claimCodes).where(eq(claimCodes.id, scarce.id));
    expect(row?.claimed).toBe(1);
  });

  it("a claim whose issuing job was lost in a crash is minted by the sweep's second sending", async () => {
    const c = await code();
    const who = await signedIn();
    // The process dies right after the claim's commit, before its job is sent.
    const dying = {
      ...t.app.queue,
      insert: async () => {
        throw new Error("killed before the job was sent");
      },
    } as unknown as typeof t.app.queue;
    await expect(
      claimToken({ db: t.db, queue: dying, claimGuard: guardedClaims }, who.id, c.code, "CLTN"),
    ).rejects.toThrow(/killed/);
    const [left] = await t.db.select().from(nfts).where(eq(nfts.nftGroupId, c.group.id));
    expect(left).toMatchObject({ ownerId: who.id, status: "ISSUING" });
    // A minute later the sweep finds it (a fresh grant is left to its own job) and sends the job again.
    expect(await grantedWithoutMint(t.db)).not.toContain(left?.id);
    await t.db
      .update(nfts)
      .set({ updatedAt: new Date(Date.now() - 2 * 60_000) })
      .where(eq(nfts.id, left?.id as number));
    const found = await grantedWithoutMint(t.db);
    expect(found).toContain(left?.id);
    await enqueueIssueTokens(t.app.queue, found);
    const minted = await waitFor(
      async () =>
        (
          await t.db
            .select()
            .from(nfts)
            .where(eq(nfts.id, left?.id as number))
        )[0],
      (n) => n?.status === "ACTIVE",
    );
    expect(minted?.tokenId).not.toBeNull();
  });

  it("lists a brand's codes with their QR URL and claim count for its hosts only", async () => {
    const c = await code();
    await claim(c.code, customer);
    const mine = await t.app.inject({
      method: "GET",
      url: "/api/v1/host/claim-codes",
      cookies: host.cookies,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toContainEqual(
      expect.objectContaining({
        code: c.code,
        claimed: 1,
        maxClaims: 10,
        url: expect.stringContaining(`/qr/mint?code=${c.code}`),
      }),
    );
    const other = await t.app.inject({
      method: "GET",
      url: `/api/v1/host/claim-codes?code=${c.code}`,
      cookies: otherHost.cookies,
    });
    expect(other.statusCode).toBe(404);
    const customerAsks = await t.app.inject({
      method: "GET",
      url: "/api/v1/host/claim-codes",
      cookies: customer.cookies,
    });
    expect(customerAsks.statusCode).toBe(403);
  });
});

const rsvp = (cltnId: number, who: Who | undefined, body?: object) =>
  t.app.inject({
    method: body ? "PUT" : "GET",
    url: `/api/v1/cltns/${cltnId}/rsvp`,
    cookies: who?.cookies,
    ...(body ? { payload: body } : {}),
  });

describe("RSVP", () => {
  it("answers 1003 for a collection that is no RSVP event", async () => {
    const { cltn } = await event("TICKET");
    expect((await rsvp(cltn.id, customer)).json()).toMatchObject({ code: "1003" });
  });

  it("gives the places in order, keeps a waiting list, and promotes the first waiting when someone says no", async () => {
    const { cltn } = await event("RSVP", { places: 1 });
    const [a, b, c] = [await signedIn(), await signedIn(), await signedIn()];
    const going = await rsvp(cltn.id, a, { answer: "YES" });
    expect(going.statusCode).toBe(200);
    expect(going.json()).toMatchObject({ capacity: 1, going: 1, mine: { state: "GOING", position: null } });
    const aTicket = (going.json() as { mine: { nftId: number } }).mine.nftId;
    expect((await rsvp(cltn.id, b, { answer: "YES" })).json()).toMatchObject({
      mine: { state: "WAITING", position: 1 },
    });
    expect((await rsvp(cltn.id, c, { answer: "YES" })).json()).toMatchObject({
      waiting: 2,
      mine: { state: "WAITING", position: 2 },
    });
    await waitFor(
      async () => (await t.db.select().from(nfts).where(eq(nfts.id, aTicket)))[0]?.status,
      (s) => s === "ACTIVE",
    );
    const no = await rsvp(cltn.id, a, { answer: "NO" });
    expect(no.json()).toMatchObject({ going: 1, waiting: 1, mine: { state: "DECLINED", nftId: null } });
    const [given] = await t.db.select().from(nfts).where(eq(nfts.id, aTicket));
    expect(given).toMatchObject({ ownerId: null, status: "EXPIRED" });
    const promoted = (await rsvp(cltn.id, b)).json() as { mine: { state: string; nftId: number } };
    expect(promoted.mine.state).toBe("GOING");
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, b.id), eq(notifications.refId, promoted.mine.nftId)));
    expect(notice?.type).toBe("NFT_RECEIVE");
    expect((await rsvp(cltn.id, c)).json()).toMatchObject({ mine: { state: "WAITING", position: 1 } });
    const [promotedMail] = await waitForMails(t.db, b.user.email);
    expect(promotedMail?.subject).toMatch(/^You're in/);

    // The deadline passes with c still waiting: c is told once that no place opened up.
    await t.db
      .update(cltns)
      .set({ saleEndAt: new Date(Date.now() - 1000) })
      .where(eq(cltns.id, cltn.id));
    expect(await tellWaitingAtDeadline(t.app)).toBeGreaterThanOrEqual(1);
    expect(await tellWaitingAtDeadline(t.app)).toBe(0);
    const [closedMail] = await waitForMails(t.db, c.user.email);
    expect(closedMail?.subject).toMatch(/^The waiting list closed/);
  });

  it("asks the questionnaire with a yes, and refuses before it opens (3101) and after the deadline (3106)", async () => {
    const { cltn } = await event("RSVP", { qtnr: true });
    const bad = await rsvp(cltn.id, customer, { answer: "YES", answers: {} });
    expect(bad.json()).toMatchObject({ code: "VALIDATION", data: { fields: { name: "valid.required" } } });
    const ok = await rsvp(cltn.id, customer, { answer: "YES", answers: { name: "Mina" } });
    expect(ok.json()).toMatchObject({
      mine: { state: "GOING", answers: { name: "Mina" } },
      qtnr: { items: [{ id: "name" }] },
    });
    const later = await event("RSVP", { opensIn: HOUR });
    expect((await rsvp(later.cltn.id, customer, { answer: "YES" })).json()).toMatchObject({ code: "3101" });
    const past = await event("RSVP", { opensIn: -2 * DAY, closesIn: -HOUR });
    const expired = await rsvp(past.cltn.id, customer, { answer: "YES" });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: "3106" });
    expect((await rsvp(past.cltn.id, undefined)).json()).toMatchObject({ open: false, mine: null });
  });
});

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#4f46e5" } })
    .png()
    .toBuffer();
function form(fields: Record<string, string | string[]>, files: Buffer[] = []) {
  const boundary = `----admit${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value])
      parts.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`),
      );
  files.forEach((bytes, i) => {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="p${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from("\r\n"),
    );
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
const applyUrl = (cltnId: number, rest = "") => `/api/v1/discover/cltns/${cltnId}/apply${rest}`;
const applyAs = (method: "POST" | "PUT", cltnId: number, who: Who, body: ReturnType<typeof form>) =>
  t.app.inject({ method, url: applyUrl(cltnId), cookies: who.cookies, ...body });

describe("lottery (application) events", () => {
  it("mails every applicant once the draw is done, also when the process died between the draw and its mails", async () => {
    const { cltn } = await event("APPLICATION", { places: 1 });
    await seedDraws(t.db);
    const who = await signedIn();
    expect((await applyAs("POST", cltn.id, who, form({ answers: "{}" }))).statusCode).toBe(200);
    await t.db
      .update(cltns)
      .set({ saleEndAt: new Date(Date.now() - 2000), announceAt: new Date(Date.now() - 1000) })
      .where(eq(cltns.id, cltn.id));
    await closeDueLists(t.db);
    // The draw commits, and the process dies before its mails.
    expect(await drawLottery(t.app, cltn.id)).toBe(true);
    expect(await drawLottery(t.app, cltn.id)).toBe(false);
    // The next sweep does not draw again, but sends the mails.
    expect(await runDueDraws(t.app)).not.toContain(cltn.id);
    const [mail] = await waitForMails(t.db, who.user.email);
    expect(mail?.subject).toMatch(/^You won/);
  });

  it("takes one application per account with its images, and shows it back (2001, 3105, 3101)", async () => {
    const { cltn } = await event("APPLICATION", { qtnr: true, images: 1 });
    const who = await signedIn();
    expect(
      (await t.app.inject({ method: "GET", url: applyUrl(cltn.id, "/writer"), cookies: who.cookies })).json(),
    ).toMatchObject({
      code: "3105",
    });
    expect(
      (await applyAs("PUT", cltn.id, who, form({ answers: JSON.stringify({ name: "A" }) }))).json(),
    ).toMatchObject({
      code: "3105",
    });
    const format = await t.app.inject({ method: "GET", url: applyUrl(cltn.id, "/format") });
    expect(format.json()).toMatchObject({ winners: 100, imageMax: 1, items: [{ id: "name" }] });
    expect((await applyAs("POST", cltn.id, who, form({ answers: "{}" }))).json()).toMatchObject({
      code: "VALIDATION",
    });
    expect(
      (
        await applyAs(
          "POST",
          cltn.id,
          who,
          form({ answers: JSON.stringify({ name: "A" }) }, [await png(), await png()]),
        )
      ).json(),
    ).toMatchObject({ code: "IMAGE_INVALID", data: { reason: "count" } });
    expect(
      (
        await applyAs(
          "POST",
          cltn.id,
          who,
          form({ answers: JSON.stringify({ name: "A" }) }, [Buffer.from("GIF89a....")]),
        )
      ).json(),
    ).toMatchObject({ code: "IMAGE_INVALID", data: { reason: "type" } });
    const applied = await applyAs(
      "POST",
      cltn.id,
      who,
      form({ answers: JSON.stringify({ name: "Ann" }) }, [await png()]),
    );
    expect(applied.statusCode).toBe(200);
    const sent = applied.json() as { entry: string; images: string[]; nftId: number };
    expect(sent).toMatchObject({
      answers: { name: "Ann" },
      result: "WAITING",
      entry: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    expect(sent.images).toHaveLength(1);
    const card = await t.app.inject({
      method: "GET",
      url: `/api/v1/nfts/${sent.nftId}`,
      cookies: who.cookies,
    });
    expect(card.json()).toMatchObject({ status: "WAITING_WINNER" });
    expect(
      (await applyAs("POST", cltn.id, who, form({ answers: JSON.stringify({ name: "Ann" }) }))).json(),
    ).toMatchObject({
      code: "2001",
    });
    expect(
      (await t.app.inject({ method: "GET", url: applyUrl(cltn.id, "/can"), cookies: who.cookies })).json(),
    ).toEqual({
      can: false,
      reason: "applied",
      applied: true,
    });
    const edited = await applyAs(
      "PUT",
      cltn.id,
      who,
      form({ answers: JSON.stringify({ name: "Anna" }), keep: sent.images }),
    );
    expect(edited.json()).toMatchObject({
      answers: { name: "Anna" },
      images: sent.images,
      entry: sent.entry,
    });

    const closed = await event("APPLICATION", { opensIn: -2 * DAY, closesIn: -HOUR });
    expect((await applyAs("POST", closed.cltn.id, who, form({ answers: "{}" }))).json()).toMatchObject({
      code: "3101",
    });
    expect(
      (
        await t.app.inject({ method: "GET", url: applyUrl(closed.cltn.id, "/can"), cookies: who.cookies })
      ).json(),
    ).toMatchObject({
      can: false,
      reason: "closed",
    });
  });

  it("keeps a date revealed to winners off the apply form and the account-deletion check", async () => {
    const hidden = await event("APPLICATION", { hideStartDate: true });
    const shown = await event("APPLICATION");
    const who = await signedIn();
    const format = (await t.app.inject({ method: "GET", url: applyUrl(hidden.cltn.id, "/format") })).json();
    expect(format.cltn).toMatchObject({ id: hidden.cltn.id, startDate: null });
    const shownFormat = (
      await t.app.inject({ method: "GET", url: applyUrl(shown.cltn.id, "/format") })
    ).json();
    expect(shownFormat.cltn.startDate).toEqual(expect.any(String));
    for (const { cltn } of [hidden, shown])
      expect((await applyAs("POST", cltn.id, who, form({ answers: "{}" }))).statusCode).toBe(200);
    const check = await t.app.inject({
      method: "GET",
      url: "/api/v1/users/withdraw/can",
      cookies: who.cookies,
    });
    // The lottery with a hidden date ends when the other does, and is named without it, last.
    expect(check.json()).toMatchObject({
      can: false,
      tickets: [
        { cltnName: shown.cltn.name, endAt: expect.any(String) },
        { cltnName: hidden.cltn.name, endAt: null },
      ],
    });
  });

  it("draws winners anyone can recompute from the published seed and list; only winners get tokens, everyone is told", async () => {
    const { cltn } = await event("APPLICATION", { places: 2 });
    await seedDraws(t.db);
    const before = (await t.app.inject({ method: "GET", url: applyUrl(cltn.id, "/draw") })).json();
    expect(before).toMatchObject({
      algorithm: "sha256-rank-v1",
      seed: null,
      listHash: null,
      entries: null,
      winners: null,
    });
    const people = await Promise.all(Array.from({ length: 5 }, () => signedIn()));
    const cards = new Map<number, number>();
    for (const who of people) {
      const res = await applyAs("POST", cltn.id, who, form({ answers: "{}" }));
      expect(res.statusCode).toBe(200);
      cards.set(who.id, (res.json() as { nftId: number }).nftId);
    }
    // Applications close: the list is frozen and published.
    await t.db
      .update(cltns)
      .set({ saleEndAt: new Date(Date.now() - 1000) })
      .where(eq(cltns.id, cltn.id));
    await closeDueLists(t.db);
    const closed = (await t.app.inject({ method: "GET", url: applyUrl(cltn.id, "/draw") })).json();
    expect(closed.entries).toHaveLength(5);
    expect(closed.listHash).toBe(sha256Hex(listText(closed.entries)));
    expect(closed.seed).toBeNull();
    // The announcement: drawn once.
    await t.db
      .update(cltns)
      .set({ announceAt: new Date(Date.now() - 1000) })
      .where(eq(cltns.id, cltn.id));
    expect(await runDueDraws(t.app)).toContain(cltn.id);
    expect(await runDueDraws(t.app)).not.toContain(cltn.id);
    const drawn = (await t.app.inject({ method: "GET", url: applyUrl(cltn.id, "/draw") })).json();
    // Anyone's check: the seed matches the hash published first, the list its hash, and the winners recompute.
    expect(sha256Hex(drawn.seed)).toBe(before.seedHash);
    expect(listHash(sha256Hex, drawn.entries)).toBe(closed.listHash);
    expect(drawWinners(sha256Hex, drawn.seed, drawn.entries, drawn.winnersCount)).toEqual(drawn.winners);
    expect(drawn.winners).toHaveLength(2);

    const rows = await t.db.select().from(applications).where(eq(applications.cltnId, cltn.id));
    for (const row of rows) {
      const won = drawn.winners.includes(row.entry);
      expect(row.result).toBe(won ? "WON" : "LOST");
      const card = await waitFor(
        async () =>
          (
            await t.db
              .select()
              .from(nfts)
              .where(eq(nfts.id, row.nftId as number))
          )[0],
        (n) => n?.status === (won ? "ACTIVE" : "FAIL"),
      );
      // Only a winner's card is numbered (a token); the others' stay unnumbered.
      if (won) expect(card?.serial).toBeGreaterThan(0);
      else expect(card?.serial).toBe(0);
      if (won) expect(card?.tokenId).not.toBeNull();
    }
    for (const who of people) {
      const [user] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, who.id));
      const [mail] = await waitForMails(t.db, user?.email as string);
      const won = rows.find((r) => r.userId === who.id)?.result === "WON";
      expect(mail?.subject).toMatch(won ? /^You won/ : /^Draw results/);
    }
  });
});
