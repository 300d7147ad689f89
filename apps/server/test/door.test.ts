import { createPublicKey, randomUUID, verify } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { one } from "../src/db/client.ts";
import {
  brands,
  cltns,
  cltnTimes,
  hostBrands,
  nftGroups,
  nftHistories,
  nfts,
  places,
  placeZones,
  qtnrTemplates,
  referralCodes,
  seats,
  type users,
} from "../src/db/schema/index.ts";
import { dynamicQr, signQr } from "../src/lib/qr-code.ts";
import { createSignedInUser } from "./fixtures.ts";
import { buildTestApp } from "./helper.ts";

let t: Awaited<ReturnType<typeof buildTestApp>>;
const PASSWORD = "door-pass-1";
let brandId: number;
let customer: { id: number; cookies: Record<string, string> };
let stranger: { id: number; cookies: Record<string, string> };
let host: { id: number; cookies: Record<string, string> };
let otherHost: { id: number; cookies: Record<string, string> };

const signedIn = (overrides: Partial<typeof users.$inferInsert> = {}) =>
  createSignedInUser(t, PASSWORD, overrides);

const HOUR = 3_600_000;

/** A collection of the test brand with one time, and a token of it for `ownerId`. */
async function token(
  ownerId: number,
  options: {
    type?: "TICKET" | "MEMBERSHIP";
    startsIn?: number;
    opensIn?: number | null;
    qrType?: "DYNAMIC" | "STATIC";
    totalUseCnt?: number;
    brand?: number;
  } = {},
) {
  const now = Date.now();
  const type = options.type ?? "TICKET";
  const cltn = one(
    await t.db
      .insert(cltns)
      .values({
        brandId: options.brand ?? brandId,
        type,
        kind: type,
        category: "concert",
        name: `Door Night ${randomUUID().slice(0, 6)}`,
        image: "/i.svg",
        logoImg: "/l.svg",
        color: "#111111",
        network: "POLYGON",
        timeZone: "UTC",
        currency: "KRW",
        qrType: options.qrType ?? "DYNAMIC",
        saleStartAt: new Date(now - 30 * 24 * HOUR),
        saleEndAt: new Date(now + 24 * HOUR),
        periodStartAt: type === "MEMBERSHIP" ? new Date(now - 24 * HOUR) : null,
        periodEndAt: type === "MEMBERSHIP" ? new Date(now + 30 * 24 * HOUR) : null,
      })
      .returning(),
  );
  const startsIn = options.startsIn ?? HOUR;
  const opensIn = options.opensIn === undefined ? -HOUR : options.opensIn;
  const time =
    type === "TICKET"
      ? one(
          await t.db
            .insert(cltnTimes)
            .values({
              cltnId: cltn.id,
              startAt: new Date(now + startsIn),
              endAt: new Date(now + startsIn + 3 * HOUR),
              openAt: opensIn === null ? null : new Date(now + opensIn),
            })
            .returning(),
        )
      : undefined;
  return one(
    await t.db
      .insert(nfts)
      .values({
        cltnId: cltn.id,
        cltnTimeId: time?.id,
        ownerId,
        type,
        status: "ACTIVE",
        name: type === "TICKET" ? "Standing" : "Season pass",
        serial: 1,
        totalUseCnt: options.totalUseCnt ?? 1,
      })
      .returning(),
  );
}

const qrOf = async (id: number, who = customer) =>
  t.app.inject({ method: "POST", url: `/api/v1/nfts/${id}/qr`, cookies: who.cookies });
const checkin = (qrData: string, who = host, gate?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/host/checkin",
    payload: { qrData, gate },
    cookies: who.cookies,
  });

beforeAll(async () => {
  t = await buildTestApp();
  brandId = one(
    await t.db
      .insert(brands)
      .values({ name: "Door Brand", logoImg: "/l.svg", profileImg: "/p.svg" })
      .returning(),
  ).id;
  const otherBrand = one(
    await t.db
      .insert(brands)
      .values({ name: "Other Brand", logoImg: "/l.svg", profileImg: "/p.svg" })
      .returning(),
  ).id;
  customer = await signedIn({ name: "Mina Kim" });
  stranger = await signedIn();
  host = await signedIn({ role: "HOST" });
  otherHost = await signedIn({ role: "HOST" });
  await t.db.insert(hostBrands).values([
    { userId: host.id, brandId },
    { userId: otherHost.id, brandId: otherBrand },
  ]);
});
afterAll(() => t.close());

describe("the wallet's tokens", () => {
  it("lists, shows and polls only the owner's tokens; others get 404 with 4505", async () => {
    const mine = await token(customer.id);
    const list = await t.app.inject({
      method: "GET",
      url: "/api/v1/nfts?limit=100",
      cookies: customer.cookies,
    });
    expect(list.json().items.map((i: { id: number }) => i.id)).toContain(mine.id);
    const detail = await t.app.inject({
      method: "GET",
      url: `/api/v1/nfts/${mine.id}`,
      cookies: customer.cookies,
    });
    expect(detail.json()).toMatchObject({
      id: mine.id,
      cltnType: "TICKET",
      status: "ACTIVE",
      contractAddress: null,
      tokenId: null,
      nftUseStatus: { useableCnt: 1, totalCnt: 1 },
      qrType: "DYNAMIC",
      qrValidTime: 30,
    });
    for (const url of [
      `/api/v1/nfts/${mine.id}`,
      `/api/v1/nfts/${mine.id}/status`,
      `/api/v1/nfts/${mine.id}/history`,
    ]) {
      const res = await t.app.inject({ method: "GET", url, cookies: stranger.cookies });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: "4505" });
    }
    expect((await qrOf(mine.id, stranger)).json()).toMatchObject({ code: "4505" });
    expect(
      (
        await t.app.inject({ method: "GET", url: "/api/v1/nfts/2000000000", cookies: customer.cookies })
      ).json(),
    ).toMatchObject({ code: "4505" });
  });

  it("pages by cursor without gaps or repeats", async () => {
    const owner = await signedIn();
    const made = [];
    for (let i = 0; i < 7; i++) made.push((await token(owner.id)).id);
    const seen: number[] = [];
    let cursor: number | null = null;
    do {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/v1/nfts?limit=3${cursor ? `&cursor=${cursor}` : ""}`,
        cookies: owner.cookies,
      });
      const page = res.json() as { items: { id: number }[]; nextCursor: number | null };
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...made].reverse());
  });
});

describe("the wallet's collections ('my event')", () => {
  it("groups the user's tokens by collection with counts, and lists one collection's tokens", async () => {
    const owner = await signedIn();
    const a = await token(owner.id);
    const b = await token(owner.id, { type: "MEMBERSHIP" });
    const c = await t.db
      .insert(nfts)
      .values({ ...a, id: undefined, serial: 2 })
      .returning();
    const list = await t.app.inject({ method: "GET", url: "/api/v1/cltns", cookies: owner.cookies });
    // Newest token first: the second ticket came last.
    expect(list.json()).toMatchObject([
      { id: a.cltnId, type: "TICKET", nftCount: 2 },
      { id: b.cltnId, type: "MEMBERSHIP", nftCount: 1 },
    ]);
    const tickets = await t.app.inject({
      method: "GET",
      url: "/api/v1/cltns?type=TICKET",
      cookies: owner.cookies,
    });
    expect(tickets.json().map((x: { id: number }) => x.id)).toEqual([a.cltnId]);
    const ofOne = await t.app.inject({
      method: "GET",
      url: `/api/v1/cltns/${a.cltnId}/nfts`,
      cookies: owner.cookies,
    });
    expect(ofOne.json().items.map((x: { id: number }) => x.id)).toEqual([c[0]?.id, a.id]);
    const info = await t.app.inject({ method: "GET", url: `/api/v1/cltns/${a.cltnId}` });
    expect(info.json()).toMatchObject({ id: a.cltnId, brandName: "Door Brand", type: "TICKET" });
    expect((await t.app.inject({ method: "GET", url: "/api/v1/cltns/2000000000" })).json()).toMatchObject({
      code: "1003",
    });
  });
});

describe("public access links", () => {
  it("open only the named tokens without a login, with live QR and status, until revoked", async () => {
    const mine = await token(customer.id);
    const other = await token(customer.id);
    const notMine = await token(stranger.id);
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/v1/nfts/access-links",
      payload: { nftIds: [mine.id, notMine.id] },
      cookies: customer.cookies,
    });
    expect(refused.json()).toMatchObject({ code: "4505" });
    const made = await t.app.inject({
      method: "POST",
      url: "/api/v1/nfts/access-links",
      payload: { nftIds: [mine.id] },
      cookies: customer.cookies,
    });
    expect(made.statusCode).toBe(201);
    const { id, link, url } = made.json();
    expect(link).toMatch(/^[\w-]{32}$/);
    expect(url).toBe(`http://localhost:3000/nal/${link}`);

    const base = `/api/v1/access_links/${link}`;
    expect((await t.app.inject({ method: "GET", url: `${base}/nfts/ids` })).json()).toEqual([mine.id]);
    expect((await t.app.inject({ method: "GET", url: `${base}/nfts/${mine.id}` })).json()).toMatchObject({
      id: mine.id,
    });
    const notNamed = await t.app.inject({ method: "GET", url: `${base}/nfts/${other.id}` });
    expect(notNamed.statusCode).toBe(404);
    expect(notNamed.json()).toMatchObject({ code: "4505" });
    const qr = (await t.app.inject({ method: "POST", url: `${base}/nfts/${mine.id}/qr` })).json();
    expect((await checkin(qr.qrData)).json()).toMatchObject({ result: "ADMITTED" });
    expect(
      (await t.app.inject({ method: "GET", url: `${base}/nfts/${mine.id}/status` })).json(),
    ).toMatchObject({ status: "USED" });

    const listed = await t.app.inject({
      method: "GET",
      url: "/api/v1/nfts/access-links",
      cookies: customer.cookies,
    });
    expect(listed.json()).toContainEqual(expect.objectContaining({ id, nftIds: [mine.id] }));
    expect(
      (
        await t.app.inject({
          method: "DELETE",
          url: `/api/v1/nfts/access-links/${id}`,
          cookies: stranger.cookies,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: "DELETE",
          url: `/api/v1/nfts/access-links/${id}`,
          cookies: customer.cookies,
        })
      ).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ method: "GET", url: `${base}/nfts/ids` })).statusCode).toBe(404);
    const guessed = await t.app.inject({
      method: "GET",
      url: `/api/v1/access_links/${"a".repeat(32)}/nfts/ids`,
    });
    expect(guessed.statusCode).toBe(404);
  });
});

describe("Q-pass resend to mobile", () => {
  it("texts the attendee's phone a link that opens the ticket; refused without Q-pass or a phone", async () => {
    const ticket = await token(customer.id);
    const resend = () =>
      t.app.inject({
        method: "POST",
        url: `/api/v1/nfts/${ticket.id}/qpass/resend`,
        cookies: customer.cookies,
      });
    expect((await resend()).json()).toMatchObject({ code: "BAD_REQUEST", data: { reason: "not-qpass" } });
    await t.db.update(cltns).set({ isQpass: true }).where(eq(cltns.id, ticket.cltnId));
    expect((await resend()).json()).toMatchObject({ data: { reason: "no-phone" } });
    const phone = `010${String(ticket.id).padStart(8, "0")}`;
    await t.db
      .update(nfts)
      .set({ qtnrInfo: { phone: `${phone.slice(0, 3)}-${phone.slice(3)}` } })
      .where(eq(nfts.id, ticket.id));
    expect((await resend()).statusCode).toBe(204);
    let text = "";
    for (let i = 0; i < 100 && !text; i++) {
      const { items } = (await t.app.inject({ method: "GET", url: "/api/dev/messages?limit=50" })).json();
      text = items.find((m: { to: string }) => m.to === phone)?.text ?? "";
      if (!text) await new Promise((r) => setTimeout(r, 100));
    }
    const link = text.match(/\/nal\/([\w-]+)/)?.[1];
    expect(link).toBeTruthy();
    const ids = await t.app.inject({ method: "GET", url: `/api/v1/access_links/${link}/nfts/ids` });
    expect(ids.json()).toEqual([ticket.id]);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/v1/nfts/${ticket.id}/qpass/resend`,
          cookies: stranger.cookies,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe("attendee questionnaire", () => {
  it("applies the rules with branches and the referral code, then makes a waiting ticket usable; edit mode keeps locked items", async () => {
    const ticket = await token(customer.id);
    const [template] = await t.db
      .insert(qtnrTemplates)
      .values({
        name: "Festival",
        items: [
          { id: "name", name: "Name", type: "TEXT", required: true, editable: true },
          { id: "phone", name: "Phone", type: "TEXT", required: true, editable: true, key: "phone" },
          { id: "birth", name: "Birth", type: "TEXT", required: true, editable: false, key: "birth" },
          {
            id: "heard",
            name: "Heard",
            type: "SELECT",
            required: true,
            editable: true,
            options: ["Friend", "Other"],
          },
          {
            id: "where",
            name: "Where",
            type: "TEXT",
            required: true,
            editable: true,
            branch: [{ itemId: "heard", values: ["Other"] }],
          },
          { id: "ref", name: "Referral", type: "TEXT", required: false, editable: true, key: "refCode" },
          { id: "terms", name: "Terms", type: "TERMS", required: true, editable: false },
        ],
      })
      .returning();
    await t.db.update(cltns).set({ qtnrTemplateId: template?.id }).where(eq(cltns.id, ticket.cltnId));
    await t.db.update(nfts).set({ status: "QTNR_REQUIRED" }).where(eq(nfts.id, ticket.id));
    await t.db
      .insert(referralCodes)
      .values({ cltnId: ticket.cltnId, code: "FRIENDS-10", affiliate: "Friends", discountRate: 10 });

    const got = await t.app.inject({
      method: "GET",
      url: `/api/v1/nfts/${ticket.id}/qtnr-template`,
      cookies: customer.cookies,
    });
    expect(got.json()).toMatchObject({ id: template?.id, answers: null });
    expect(got.json().items).toHaveLength(7);
    const post = (answers: object, edit = false) =>
      t.app.inject({
        method: "POST",
        url: `/api/v1/nfts/${ticket.id}/qtnr-info`,
        payload: { answers, edit },
        cookies: customer.cookies,
      });
    const bad = await post({
      name: "",
      phone: "010-1234",
      birth: "19991301",
      heard: "Other",
      ref: "NOPE",
      terms: false,
    });
    expect(bad.json()).toMatchObject({
      code: "VALIDATION",
      data: {
        fields: {
          name: "valid.required",
          phone: "valid.phoneFormat",
          birth: "valid.birthFormat",
          where: "valid.required",
          ref: "valid.refCode",
          terms: "valid.required",
        },
      },
    });
    const answers = {
      name: "Mina Kim",
      phone: "01012345678",
      birth: "19950412",
      heard: "Friend",
      where: "ignored",
      ref: "friends-10",
      terms: true,
    };
    expect((await post(answers)).json()).toEqual({ ok: true });
    const detail = (
      await t.app.inject({ method: "GET", url: `/api/v1/nfts/${ticket.id}`, cookies: customer.cookies })
    ).json();
    expect(detail.status).toBe("ACTIVE");
    expect(detail.qtnrInfo).toEqual({
      name: "Mina Kim",
      phone: "01012345678",
      birth: "19950412",
      heard: "Friend",
      ref: "friends-10",
      terms: true,
    });

    // Edit mode: a locked item (birth) keeps its answer whatever is sent.
    expect((await post({ ...answers, name: "Mina K.", birth: "garbage" }, true)).json()).toEqual({
      ok: true,
    });
    const after = (
      await t.app.inject({
        method: "GET",
        url: `/api/v1/nfts/${ticket.id}/qtnr-template`,
        cookies: customer.cookies,
      })
    ).json();
    expect(after.answers).toMatchObject({ name: "Mina K.", birth: "19950412" });

    const groupId = (
      await t.db
        .insert(nftGroups)
        .values({ cltnId: ticket.cltnId, name: "G", totalCnt: 1, mintableCntPerWallet: 1 })
        .returning()
    )[0]?.id;
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/v1/discover/referrer/valid",
      payload: { code: "friends-10", ngList: [groupId] },
    });
    expect(ok.json()).toEqual({ valid: true, discountRate: 10 });
    const no = await t.app.inject({
      method: "POST",
      url: "/api/v1/discover/referrer/valid",
      payload: { code: "OTHER", ngList: [groupId] },
    });
    expect(no.json()).toMatchObject({ code: "VALIDATION", data: { fields: { code: "valid.refCode" } } });
  });
});

describe("seat map", () => {
  it("draws the place with the token's seat marked, for the holder and through a link", async () => {
    const ticket = await token(customer.id);
    const place = one(
      await t.db
        .insert(places)
        .values({ name: "Hall", address: "Seoul", timeZone: "Asia/Seoul" })
        .returning(),
    );
    const zone = one(
      await t.db
        .insert(placeZones)
        .values({
          placeId: place.id,
          name: "Floor",
          color: "#ff0000",
          shape: {
            type: "polygon",
            points: [
              [0, 0],
              [10, 0],
              [10, 10],
            ],
          },
        })
        .returning(),
    );
    const [s1, s2] = await t.db
      .insert(seats)
      .values([
        { placeId: place.id, zoneId: zone.id, row: "A", number: 1, x: 1, y: 1 },
        { placeId: place.id, zoneId: zone.id, row: "A", number: 2, x: 2, y: 1 },
      ])
      .returning();
    const plain = await t.app.inject({
      method: "GET",
      url: `/api/v1/nfts/${ticket.id}/seat`,
      cookies: customer.cookies,
    });
    expect(plain.statusCode).toBe(404);
    await t.db.update(cltns).set({ placeId: place.id }).where(eq(cltns.id, ticket.cltnId));
    await t.db.update(nfts).set({ seatId: s2?.id }).where(eq(nfts.id, ticket.id));
    const map = (
      await t.app.inject({ method: "GET", url: `/api/v1/nfts/${ticket.id}/seat`, cookies: customer.cookies })
    ).json();
    expect(map).toMatchObject({
      place: { name: "Hall" },
      seatId: s2?.id,
      seatName: "Floor A-2",
      zones: [{ name: "Floor" }],
    });
    expect(map.seats.map((x: { id: number }) => x.id)).toEqual([s1?.id, s2?.id]);
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/v1/nfts/${ticket.id}/seat`,
          cookies: stranger.cookies,
        })
      ).statusCode,
    ).toBe(404);
    const { link } = (
      await t.app.inject({
        method: "POST",
        url: "/api/v1/nfts/access-links",
        payload: { nftIds: [ticket.id] },
        cookies: customer.cookies,
      })
    ).json();
    const viaLink = await t.app.inject({
      method: "GET",
      url: `/api/v1/access_links/${link}/nfts/${ticket.id}/seat`,
    });
    expect(viaLink.json()).toMatchObject({ seatId: s2?.id });
  });
});

describe("door check-in", () => {
  it("admits a live code once; the card turns USED; the code and a new one are refused after", async () => {
    const ticket = await token(customer.id);
    const qr = (await qrOf(ticket.id)).json();
    expect(qr).toMatchObject({ qrType: "DYNAMIC", qrValidTime: 30 });
    expect(qr.qrData).toMatch(/^A1\./);
    const admitted = await checkin(qr.qrData, host, "Gate 3");
    expect(admitted.json()).toMatchObject({
      result: "ADMITTED",
      nft: { id: ticket.id, holderName: "Mina Kim", remaining: 0 },
      usedGate: "Gate 3",
    });
    const status = await t.app.inject({
      method: "GET",
      url: `/api/v1/nfts/${ticket.id}/status`,
      cookies: customer.cookies,
    });
    expect(status.json()).toMatchObject({ status: "USED", useCnt: 1 });
    const replay = await checkin(qr.qrData);
    expect(replay.json()).toMatchObject({ result: "ALREADY_USED", usedGate: "Gate 3" });
    expect(replay.json().usedAt).toBeTruthy();
    expect((await qrOf(ticket.id)).json()).toMatchObject({ code: "3101", data: { state: "used" } });

    const history = await t.app.inject({
      method: "GET",
      url: `/api/v1/nfts/${ticket.id}/history`,
      cookies: customer.cookies,
    });
    expect(history.json().map((h: { type: string }) => h.type)).toEqual(["USE_FAIL", "USE"]);

    // A mistaken admission is undone once.
    const undo = await t.app.inject({
      method: "POST",
      url: `/api/v1/host/checkin/${admitted.json().historyId}/cancel`,
      cookies: host.cookies,
    });
    expect(undo.json()).toMatchObject({ status: "ACTIVE", useCnt: 0 });
    const again = await t.app.inject({
      method: "POST",
      url: `/api/v1/host/checkin/${admitted.json().historyId}/cancel`,
      cookies: host.cookies,
    });
    expect(again.statusCode).toBe(404);
    const types = await t.db
      .select({ type: nftHistories.type })
      .from(nftHistories)
      .where(eq(nftHistories.nftId, ticket.id));
    expect(types.map((h) => h.type)).toContain("USE_CANCEL");
  });

  it("refuses forged, expired and foreign codes, other brands' hosts and customers", async () => {
    const ticket = await token(customer.id);
    const { qrData } = (await qrOf(ticket.id)).json();
    const [prefix, body, signature] = qrData.split(".");
    const payload = JSON.parse(Buffer.from(body, "base64url").toString());
    const forged = `${prefix}.${Buffer.from(JSON.stringify({ ...payload, e: payload.e + 3600 })).toString("base64url")}.${signature}`;
    expect((await checkin(forged)).json()).toMatchObject({ result: "INVALID_SIGNATURE", nft: null });
    expect((await checkin("not a code")).json()).toMatchObject({ result: "INVALID_SIGNATURE" });
    const stale = dynamicQr(t.app.secrets.qrKeys, ticket.id, 30, Date.now() - 60_000);
    expect((await checkin(stale)).json()).toMatchObject({ result: "EXPIRED_CODE" });
    expect((await checkin(qrData, otherHost)).json()).toMatchObject({ result: "WRONG_EVENT" });
    const asCustomer = await checkin(qrData, customer);
    expect(asCustomer.statusCode).toBe(403);
    // None of that used the ticket.
    expect((await checkin(qrData)).json()).toMatchObject({ result: "ADMITTED" });
  });

  it("says when the doors open, and gives no code before then", async () => {
    const early = await token(customer.id, { startsIn: 5 * HOUR, opensIn: 2 * HOUR });
    expect((await qrOf(early.id)).json()).toMatchObject({ code: "3101", data: { state: "beforeOpen" } });
    const code = signQr(t.app.secrets.qrKeys, { t: early.id });
    const res = (await checkin(code)).json();
    expect(res.result).toBe("NOT_OPEN");
    expect(new Date(res.openDate).getTime()).toBeGreaterThan(Date.now());
  });

  it("uses one entry of a membership per code; a code never admits twice", async () => {
    const pass = await token(customer.id, { type: "MEMBERSHIP", totalUseCnt: 2 });
    const first = (await qrOf(pass.id)).json().qrData;
    expect((await checkin(first)).json()).toMatchObject({
      result: "ADMITTED",
      nft: { remaining: 1, totalUseCnt: 2 },
    });
    expect((await checkin(first)).json()).toMatchObject({ result: "ALREADY_USED" });
    const second = (await qrOf(pass.id)).json().qrData;
    expect((await checkin(second)).json()).toMatchObject({ result: "ADMITTED", nft: { remaining: 0 } });
    const status = await t.app.inject({
      method: "GET",
      url: `/api/v1/nfts/${pass.id}/status`,
      cookies: customer.cookies,
    });
    expect(status.json()).toMatchObject({ status: "USED", useCnt: 2, totalUseCnt: 2 });
  });

  it("admits exactly one of 50 simultaneous scans of one code, dynamic or static", async () => {
    for (const qrType of ["DYNAMIC", "STATIC"] as const) {
      const ticket = await token(customer.id, { qrType });
      const { qrData } = (await qrOf(ticket.id)).json();
      const results = await Promise.all(Array.from({ length: 50 }, () => checkin(qrData)));
      const outcomes = results.map((r) => r.json().result);
      expect(outcomes.filter((o) => o === "ADMITTED")).toHaveLength(1);
      expect(outcomes.filter((o) => o === "ALREADY_USED")).toHaveLength(49);
      const [row] = await t.db.select().from(nfts).where(eq(nfts.id, ticket.id));
      expect(row).toMatchObject({ status: "USED", useCnt: 1 });
    }
  });

  it("publishes the public key: a scanner can verify a code offline", async () => {
    const { publicKey } = (await t.app.inject({ method: "GET", url: "/api/v1/host/qr-key" })).json();
    const raw = Buffer.from(publicKey, "base64url");
    const key = createPublicKey({
      key: Buffer.concat([Buffer.from("302a300506032b6570032100", "hex"), raw]),
      format: "der",
      type: "spki",
    });
    const code = signQr(t.app.secrets.qrKeys, { t: 1 });
    const [prefix, body, signature] = code.split(".") as [string, string, string];
    expect(verify(null, Buffer.from(`${prefix}.${body}`), key, Buffer.from(signature, "base64url"))).toBe(
      true,
    );
  });
});
