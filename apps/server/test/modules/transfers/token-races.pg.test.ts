/**
 * A send, a door check-in and a refund of one token at the same moment, over real HTTP against
 * the PostgreSQL server (server mode only: PGlite has one connection, nothing in it can race).
 * Each race runs twice: on the app as it is, where exactly one of them wins for every token, and
 * on an app whose token guard takes no lock (unguarded-tokens.ts, test-only) — where more than one
 * wins, or the test proves nothing.
 */
import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRow } from "../../../src/db/client.ts";
import {
  brands,
  cltns,
  hostBrands,
  listings,
  nftGroups,
  nfts,
  orders,
  users,
} from "../../../src/db/schema/index.ts";
import { createSession } from "../../../src/modules/sessions/create-session.ts";
import { SESSION_COOKIE } from "../../../src/modules/sessions/session-token.ts";
import { type RaceServer, serveOnPg } from "../../race-server.ts";
import { unguardedTokens } from "./unguarded-tokens.ts";

type Who = { id: number; email: string; cookie: string };
const DAY = 24 * 3_600_000;

const serve = serveOnPg;
type Server = RaceServer;

let guarded: Server;
let unguarded: Server;
beforeAll(async () => {
  guarded = await serve();
  unguarded = await serve({ tokenGuard: unguardedTokens });
});
afterAll(async () => {
  await guarded?.close();
  await unguarded?.close();
});

async function person(server: Server, role: "CUSTOMER" | "HOST" = "CUSTOMER"): Promise<Who> {
  const email = `${randomUUID()}@race.test`;
  const user = await insertRow(server.db, users, {
    email,
    name: "Racer",
    role,
    customerKey: randomUUID(),
    emailVerifiedAt: new Date(),
    termsAcceptedAt: new Date(),
  });
  const { token } = await createSession(server.db, { userId: user.id, ttlDays: 1 });
  return { id: user.id, email, cookie: `${SESSION_COOKIE}=${token}` };
}

const call = (server: Server, who: Who, method: string, path: string, body?: unknown) =>
  fetch(`${server.base}${path}`, {
    method,
    headers: {
      cookie: who.cookie,
      origin: server.app.config.publicUrl,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/**
 * `n` season passes, each bought in its own free order by one holder: usable at the door now,
 * sendable (the season opens in 20 days, so sends are open) and refundable (more than 10 days ahead).
 */
async function passes(server: Server, n: number) {
  const brand = await insertRow(server.db, brands, {
    name: "Race Brand",
    logoImg: "/l.svg",
    profileImg: "/p.svg",
  });
  const cltn = await insertRow(server.db, cltns, {
    brandId: brand.id,
    type: "MEMBERSHIP",
    kind: "MEMBERSHIP",
    category: "sports",
    name: `Race Pass ${randomUUID().slice(0, 6)}`,
    image: "/i.svg",
    logoImg: "/l.svg",
    color: "#111111",
    network: "POLYGON",
    timeZone: "UTC",
    currency: "KRW",
    saleStartAt: new Date(Date.now() - DAY),
    saleEndAt: new Date(Date.now() + 10 * DAY),
    periodStartAt: new Date(Date.now() + 20 * DAY),
    periodEndAt: new Date(Date.now() + 60 * DAY),
    sellYn: true,
  });
  const group = await insertRow(server.db, nftGroups, {
    cltnId: cltn.id,
    name: "Season",
    totalCnt: n,
    issuedCnt: n,
    mintableCntPerWallet: n,
  });
  const host = await person(server, "HOST");
  await server.db.insert(hostBrands).values({ userId: host.id, brandId: brand.id });
  // One holder per pass: a holder's sends of the day are not what this race is about.
  const tokens: { nftId: number; orderId: string; holder: Who }[] = [];
  for (let i = 0; i < n; i++) {
    const holder = await person(server);
    const orderId = `ord_${randomUUID()}`;
    await server.db.insert(orders).values({
      id: orderId,
      userId: holder.id,
      cltnId: cltn.id,
      nftGroupId: group.id,
      status: "ISSUED",
      currency: "KRW",
      lines: [{ priceId: 0, name: "Season", unitPrice: 0, count: 1, seatIds: [] }],
      ticketCount: 1,
      subtotal: 0,
      amount: 0,
      expiresAt: new Date(),
      paidAt: new Date(),
      issuedAt: new Date(),
    });
    const nft = await insertRow(server.db, nfts, {
      cltnId: cltn.id,
      nftGroupId: group.id,
      ownerId: holder.id,
      type: "MEMBERSHIP",
      status: "ACTIVE",
      name: "Season",
      serial: i + 1,
      orderId,
      faceValue: 10_000,
      faceCurrency: "KRW",
    });
    tokens.push({ nftId: nft.id, orderId, holder });
  }
  return { host, tokens };
}

/** For every token at once: a send to a member, a scan of the holder's door code, and the holder's refund. */
async function race(server: Server, n: number) {
  const { host, tokens } = await passes(server, n);
  const friend = await person(server);
  const codes = await Promise.all(
    tokens.map(
      async ({ nftId, holder }) =>
        ((await (await call(server, holder, "POST", `/nfts/${nftId}/qr`)).json()) as { qrData: string })
          .qrData,
    ),
  );
  const answers = await Promise.all(
    tokens.map(async ({ nftId, orderId, holder }, i) => {
      // Sent in a different order for every token: none of the three is always first in line.
      const moves = [
        () => call(server, holder, "POST", `/nfts/${nftId}/send`, { email: friend.email }),
        () => call(server, host, "POST", "/host/checkin", { qrData: codes[i] }),
        () => call(server, holder, "POST", `/discover/orders/${orderId}/cancel`),
        () => call(server, holder, "POST", `/nfts/${nftId}/sell/regist`, { price: 10_000 }),
      ];
      const order = [0, 1, 2, 3].sort(() => Math.random() - 0.5);
      const started: Promise<Response>[] = [];
      for (const k of order) started[k] = (moves[k] as () => Promise<Response>)();
      const [sent, scanned, refunded, listed] = (await Promise.all(started)) as [
        Response,
        Response,
        Response,
        Response,
      ];
      const scan = (await scanned.json()) as { result: string };
      const codeOf = async (res: Response) =>
        res.status === 200 ? "OK" : ((await res.json()) as { code: string }).code;
      return {
        nftId,
        orderId,
        holderId: holder.id,
        sent: await codeOf(sent),
        scan: scan.result,
        refund: await codeOf(refunded),
        listing: await codeOf(listed),
      };
    }),
  );
  const rows = await server.db
    .select()
    .from(nfts)
    .where(
      inArray(
        nfts.id,
        tokens.map((x) => x.nftId),
      ),
    );
  const orderRows = await server.db
    .select()
    .from(orders)
    .where(
      inArray(
        orders.id,
        tokens.map((x) => x.orderId),
      ),
    );
  const winners = answers.map(
    (a) =>
      Number(a.sent === "OK") +
      Number(a.scan === "ADMITTED") +
      Number(a.refund === "OK") +
      Number(a.listing === "OK"),
  );
  return { answers, winners, rows, orderRows, friend };
}

describe("one token, a send, a listing, a check-in and a refund at once", () => {
  it("exactly one wins for every token, and the token's state says which", { timeout: 120_000 }, async () => {
    const { answers, winners, rows, orderRows, friend } = await race(guarded, 30);
    expect(winners.every((w) => w === 1)).toBe(true);
    for (const a of answers) {
      const row = rows.find((r) => r.id === a.nftId);
      const order = orderRows.find((o) => o.id === a.orderId);
      // The winner's change is the token's state; each loser was told why, in the spec's words.
      if (a.sent === "OK") expect(row).toMatchObject({ ownerId: friend.id, status: "ACTIVE", useCnt: 0 });
      // Not movable now, or no longer the holder's at all (refunded, sent).
      else expect(["NOT_TRANSFERABLE", "4505"]).toContain(a.sent);
      if (a.scan === "ADMITTED")
        expect(row).toMatchObject({ ownerId: a.holderId, status: "USED", useCnt: 1 });
      else expect(["TRANSFERRED", "LOCKED", "ALREADY_USED", "EVENT_ENDED"]).toContain(a.scan);
      if (a.refund === "OK") {
        // Taken back: no holder, out of use.
        expect(row).toMatchObject({ ownerId: null, status: "EXPIRED", useCnt: 0 });
        expect(order?.status).toBe("REFUNDED");
      } else {
        expect(a.refund).toBe("NON_REFUNDABLE");
        expect(order?.status).toBe("ISSUED");
      }
      if (a.listing === "OK")
        expect(row).toMatchObject({ ownerId: a.holderId, status: "SELLING", useCnt: 0 });
      else expect(["NOT_TRANSFERABLE", "4505"]).toContain(a.listing);
    }
  });

  it("control: without the token guard more than one wins", { timeout: 120_000 }, async () => {
    const { winners } = await race(unguarded, 30);
    expect(winners.some((w) => w > 1)).toBe(true);
  });
});

describe("one code, many receivers at once", () => {
  it("exactly one receives the token; the others are told the link was taken", {
    timeout: 60_000,
  }, async () => {
    const { tokens } = await passes(guarded, 1);
    const [pass] = tokens;
    if (!pass) throw new Error("no pass");
    const shown = (await (
      await call(guarded, pass.holder, "POST", `/nfts/${pass.nftId}/send`, {})
    ).json()) as {
      code: string;
    };
    const people = await Promise.all(Array.from({ length: 40 }, () => person(guarded)));
    const answers = await Promise.all(
      people.map(async (who) => {
        const res = await call(guarded, who, "POST", "/nfts/receive", { code: shown.code });
        return res.status === 200 ? "OK" : ((await res.json()) as { code: string }).code;
      }),
    );
    expect(answers.filter((a) => a === "OK")).toHaveLength(1);
    expect(answers.filter((a) => a !== "OK").filter((a) => a !== "3004")).toEqual([]);
    const [row] = await guarded.db
      .select()
      .from(nfts)
      .where(inArray(nfts.id, [pass.nftId]));
    const winner = people[answers.indexOf("OK")];
    expect(row).toMatchObject({ ownerId: winner?.id, status: "ACTIVE" });
  });
});

describe("one listing, many buyers at once", () => {
  it("exactly one holds it; the others are told someone is paying, and the seller cannot withdraw it under them", {
    timeout: 60_000,
  }, async () => {
    const { tokens } = await passes(guarded, 1);
    const [pass] = tokens;
    if (!pass) throw new Error("no pass");
    const listed = await call(guarded, pass.holder, "POST", `/nfts/${pass.nftId}/sell/regist`, {
      price: 10_000,
    });
    expect(listed.status).toBe(200);
    const buyers = await Promise.all(Array.from({ length: 40 }, () => person(guarded)));
    const [withdraw, ...answers] = await Promise.all([
      call(guarded, pass.holder, "POST", `/nfts/${pass.nftId}/sell/cancel`),
      ...buyers.map(async (who) => {
        const res = await call(guarded, who, "POST", `/nfts/${pass.nftId}/buy/reservation`);
        return res.status === 201 ? "OK" : ((await res.json()) as { code: string }).code;
      }),
    ]);
    const held = answers.filter((a) => a === "OK").length;
    const [listing] = await guarded.db
      .select()
      .from(listings)
      .where(inArray(listings.nftId, [pass.nftId]));
    if (withdraw?.status === 200) {
      // The seller was first: nobody holds it, everyone was told it is not for sale.
      expect(held).toBe(0);
      expect(listing?.status).toBe("WITHDRAWN");
    } else {
      expect(held).toBe(1);
      expect(answers.filter((a) => a !== "OK").every((a) => a === "LISTING_RESERVED")).toBe(true);
      expect(listing?.status).toBe("RESERVED");
      const open = await guarded.db
        .select()
        .from(orders)
        .where(inArray(orders.listingId, [listing?.id as number]));
      expect(open.filter((o) => o.status === "RESERVED")).toHaveLength(1);
    }
  });
});
