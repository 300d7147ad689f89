import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { RelativeTime, TSeedCatalogue } from "@admit/contract/catalogue";
import { resaleBreakdown } from "@admit/contract/resale";
import { resaleCap } from "@admit/contract/resale-rules";
import { SEND_CLAIM_DAYS } from "@admit/contract/transfers";
import { and, eq, sql } from "drizzle-orm";
import { createCustodialKey } from "../../integrations/wallet/custodial-key.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { newReceiveCode } from "../../lib/receive-code.ts";
import { relativeZonedTime } from "../../lib/zoned-time.ts";
import { type Db, one, rowsOf } from "../client.ts";
import {
  applications,
  brands,
  claimCodes,
  cltns,
  cltnTimes,
  coupons,
  heldCoupons,
  hostBrands,
  labelBrands,
  labels,
  listings,
  lotteryDraws,
  nftGroupPrices,
  nftGroups,
  nftHistories,
  nfts,
  nftTransfers,
  places,
  placeZones,
  qtnrTemplates,
  referralCodes,
  rsvps,
  seatHolds,
  seats,
  users,
  wallets,
} from "../schema/index.ts";
import { seedOrder } from "./seed-orders.ts";

function lookup<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo catalogue: unknown ${what} "${key}"`);
  return value;
}

type Group = { id: number; cltnId: number; timeId: number | null; name: string };
type SeedCltn = TSeedCatalogue["cltns"][number];
type SeedHolding = TSeedCatalogue["holdings"][number];

/** What the seed's steps share: its transaction, its clock, and the ids each step gave its keys. */
interface Seeding {
  tx: Db;
  now: Date;
  at: (t: RelativeTime, timeZone: string) => Date;
  brandIds: Map<string, number>;
  placeIds: Map<string, number>;
  /** By `place/zone`. */
  zoneIds: Map<string, number>;
  templateIds: Map<string, number>;
  cltnIds: Map<string, number>;
  /** By `cltn#sort`. */
  groupIds: Map<string, Group>;
  /** By lower-case email. */
  userIds: Map<string, number>;
  couponIds: Map<string, number>;
}

/**
 * Loads the demo catalogue into an empty database, with dates relative to `now` so the demo
 * always shows upcoming events. Runs in one transaction: all or nothing.
 */
export async function seedCatalogue(
  db: Db,
  catalogue: TSeedCatalogue,
  options: { now?: Date; walletKey: Buffer; ifMissing?: boolean },
): Promise<boolean> {
  const now = options.now ?? new Date();
  const passwordHashes = await Promise.all(catalogue.users.map((u) => hashPassword(u.password)));

  return db.transaction(async (tx) => {
    // One seed at a time per database (the test suite's files share one on a PostgreSQL server).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admit:seed-catalogue'))`);
    if (options.ifMissing && (await seededBefore(tx, catalogue))) return false;
    const s: Seeding = {
      tx,
      now,
      at: (t, timeZone) => relativeZonedTime(now, t.days, t.time, timeZone),
      brandIds: new Map(),
      placeIds: new Map(),
      zoneIds: new Map(),
      templateIds: new Map(),
      cltnIds: new Map(),
      groupIds: new Map(),
      userIds: new Map(),
      couponIds: new Map(),
    };
    const fixedIds = await keepSerialsOffFixedIds(tx, catalogue.cltns);
    await tx.insert(labels).values(catalogue.labels.map(({ brands: _, ...label }) => label));
    await seedBrands(s, catalogue);
    await seedPlaces(s, catalogue.places);
    await seedTemplates(s, catalogue.qtnrTemplates);
    for (const c of catalogue.cltns) await seedCltn(s, c);
    await fixedIds.afterInserts();
    await seedCoupons(s, catalogue.coupons);
    await seedUsers(s, catalogue.users, passwordHashes, options.walletKey);

    // The demo wallet: one token per holding (or `count`), numbered per collection.
    const onSale: SeedListing[] = [];
    const serials = new Map<number, number>();
    for (const h of catalogue.holdings) await seedHolding(s, catalogue, h, serials, onSale);
    await countIssued(
      tx,
      [...s.groupIds.values()].map((g) => g.id),
    );
    await setFaceValues(tx);
    for (const listing of onSale) await seedListing(tx, listing);
    return true;
  });
}

/** With `ifMissing`: the catalogue's first label is there already. */
async function seededBefore(tx: Db, catalogue: TSeedCatalogue): Promise<boolean> {
  const [first] = catalogue.labels;
  if (!first) return false;
  const present = await tx.select({ name: labels.name }).from(labels).where(eq(labels.name, first.name));
  return present.length > 0;
}

/**
 * Collections with a fixed id: when this seed's serial ids would reach one, move the sequence past
 * it first. Never move it back: sequences are not transactional, and where others add collections
 * at the same time (the test suite's shared database, whose setup starts the sequence past the
 * fixed ids) an older value would hand out ids again.
 */
async function keepSerialsOffFixedIds(tx: Db, seeded: SeedCltn[]) {
  const fixed = Math.max(0, ...seeded.map((c) => c.id ?? 0));
  const lastSerial = async () =>
    Number(
      rowsOf<{ last: string | null }>(
        await tx.execute(
          sql`select pg_sequence_last_value(pg_get_serial_sequence('cltns', 'id')::regclass) as last`,
        ),
      )[0]?.last ?? 0,
    );
  const moveTo = () => tx.execute(sql`select setval(pg_get_serial_sequence('cltns', 'id'), ${fixed})`);
  if (fixed > 0) {
    const last = await lastSerial();
    if (last < fixed && last + seeded.length >= fixed) await moveTo();
  }
  return {
    // Later serial ids must not reach the fixed ids (44) either.
    afterInserts: async () => {
      if (fixed > 0 && (await lastSerial()) < fixed) await moveTo();
    },
  };
}

async function seedBrands({ tx, brandIds }: Seeding, catalogue: TSeedCatalogue) {
  // A seed brand is a brand's columns and its key (the files' name for it).
  for (const { key, ...brand } of catalogue.brands) {
    const row = one(await tx.insert(brands).values(brand).returning({ id: brands.id }));
    brandIds.set(key, row.id);
  }
  const sold = catalogue.labels.flatMap((l) =>
    l.brands.map((key) => ({
      labelName: l.name,
      brandId: lookup(brandIds, key, `brand of label ${l.name}`),
    })),
  );
  if (sold.length > 0) await tx.insert(labelBrands).values(sold);
}

async function seedPlaces({ tx, placeIds, zoneIds }: Seeding, seeded: TSeedCatalogue["places"]) {
  for (const p of seeded) {
    // A seed place is a place's columns, its key and its zones.
    const { key: _, zones: __, ...columns } = p;
    const place = one(
      await tx
        .insert(places)
        .values({ ...columns, city: p.city ?? null })
        .returning({ id: places.id }),
    );
    placeIds.set(p.key, place.id);
    for (const [sort, z] of p.zones.entries()) {
      const zone = one(
        await tx
          .insert(placeZones)
          .values({ placeId: place.id, name: z.name, names: z.names, color: z.color, shape: z.shape, sort })
          .returning({ id: placeZones.id }),
      );
      zoneIds.set(`${p.key}/${z.key}`, zone.id);
      const seatRows = z.rows.flatMap((r) =>
        Array.from({ length: r.count }, (_, i) => ({
          placeId: place.id,
          zoneId: zone.id,
          row: r.row,
          number: r.firstNumber + i,
          x: r.x + i * r.dx,
          y: r.y,
        })),
      );
      if (seatRows.length > 0) await tx.insert(seats).values(seatRows);
    }
  }
}

async function seedTemplates({ tx, templateIds }: Seeding, seeded: TSeedCatalogue["qtnrTemplates"]) {
  for (const t of seeded) {
    const row = one(
      await tx
        .insert(qtnrTemplates)
        .values({ name: t.name, items: t.items })
        .returning({ id: qtnrTemplates.id }),
    );
    templateIds.set(t.key, row.id);
  }
}

/** A collection with its times, groups and prices, claim codes, lottery seed and referral codes. */
async function seedCltn(s: Seeding, c: SeedCltn) {
  const { tx, at } = s;
  const tz = c.timeZone;
  const cltn = one(await tx.insert(cltns).values(cltnRow(s, c)).returning({ id: cltns.id }));
  const cltnId = cltn.id;
  s.cltnIds.set(c.key, cltnId);

  const timeIds = new Map<string, number>();
  for (const t of c.times) {
    const startAt = at(t.start, tz);
    const row = one(
      await tx
        .insert(cltnTimes)
        .values({
          cltnId,
          startAt,
          endAt: new Date(startAt.getTime() + t.durationMinutes * 60_000),
          openAt:
            t.openBeforeMinutes === undefined
              ? null
              : new Date(startAt.getTime() - t.openBeforeMinutes * 60_000),
        })
        .returning({ id: cltnTimes.id }),
    );
    timeIds.set(t.key, row.id);
  }

  for (const [sort, g] of c.groups.entries()) {
    const timeId = g.time ? lookup(timeIds, g.time, `time of ${c.key}`) : null;
    const group = one(
      await tx
        .insert(nftGroups)
        .values({
          cltnId,
          cltnTimeId: timeId,
          zoneId: g.zone && c.place ? lookup(s.zoneIds, `${c.place}/${g.zone}`, `zone of ${c.key}`) : null,
          name: g.name,
          names: g.names,
          description: g.description,
          descriptions: g.descriptions,
          totalCnt: g.totalCnt,
          mintableCntPerWallet: g.mintableCntPerWallet,
          status: g.status,
          sort,
        })
        .returning({ id: nftGroups.id }),
    );
    s.groupIds.set(`${c.key}#${sort}`, { id: group.id, cltnId, timeId, name: g.name });
    await tx.insert(nftGroupPrices).values(g.prices.map((p, i) => ({ nftGroupId: group.id, ...p, sort: i })));
  }

  if (c.claimCodes.length > 0)
    await tx.insert(claimCodes).values(
      c.claimCodes.map((code) => ({
        code: code.code,
        cltnId,
        nftGroupId: lookup(s.groupIds, `${c.key}#${code.group}`, `group of ${code.code}`).id,
        maxClaims: code.maxClaims ?? null,
        startsAt: at(code.start, tz),
        endsAt: at(code.end, tz),
      })),
    );
  // A lottery's secret seed exists before its applications open; only its hash is published.
  if (c.kind === "APPLICATION") {
    const seed = randomBytes(32).toString("hex");
    await tx
      .insert(lotteryDraws)
      .values({ cltnId, seed, seedHash: createHash("sha256").update(seed).digest("hex") });
  }

  if (c.referralCodes.length > 0) {
    await tx.insert(referralCodes).values(c.referralCodes.map((r) => ({ cltnId, ...r })));
  }
}

function cltnRow({ at, brandIds, placeIds, templateIds }: Seeding, c: SeedCltn) {
  const tz = c.timeZone;
  return {
    ...(c.id ? { id: c.id } : {}),
    brandId: lookup(brandIds, c.brand, "brand"),
    type: c.type,
    kind: c.kind,
    category: c.category,
    name: c.name,
    description: c.description,
    memo: c.memo,
    extra: Object.keys(c.i18n).length > 0 ? { i18n: c.i18n } : {},
    image: c.image,
    logoImg: c.logoImg,
    color: c.color,
    network: c.network,
    placeId: c.place ? lookup(placeIds, c.place, "place") : null,
    locationType: c.locationType,
    onlineUrl: c.onlineUrl,
    timeZone: tz,
    isAdult: c.isAdult,
    isQpass: c.isQpass,
    qrType: c.qrType,
    qrValidTime: c.qrValidTime,
    seatHoldMinutes: c.seatHoldMinutes,
    bookingFees: c.bookingFees,
    refundPlan: c.refundPlan,
    currency: c.currency,
    sellYn: c.sellYn,
    maxPrice: c.maxPrice,
    royalty: c.royalty,
    transferYn: c.transferYn,
    tradeCloseMinutes: c.tradeCloseMinutes,
    hideStartDate: c.hideStartDate,
    qtnrTemplateId: c.qtnrTemplate ? lookup(templateIds, c.qtnrTemplate, "questionnaire template") : null,
    qtnrRequired: c.qtnrRequired,
    saleStartAt: at(c.saleStart, tz),
    saleEndAt: at(c.saleEnd, tz),
    periodStartAt: c.periodStart ? at(c.periodStart, tz) : null,
    periodEndAt: c.periodEnd ? at(c.periodEnd, tz) : null,
    announceAt: c.announce ? at(c.announce, tz) : null,
    applyImageMax: c.applyImageMax,
    applyImageRequired: c.applyImageRequired,
  };
}

async function seedCoupons(
  { tx, at, brandIds, cltnIds, couponIds }: Seeding,
  seeded: TSeedCatalogue["coupons"],
) {
  if (seeded.length === 0) return;
  const inserted = await tx
    .insert(coupons)
    .values(
      seeded.map((c) => ({
        brandId: lookup(brandIds, c.brand, "brand"),
        cltnId: c.cltn ? lookup(cltnIds, c.cltn, "collection") : null,
        name: c.name,
        names: c.names,
        description: c.description,
        descriptions: c.descriptions,
        image: c.image,
        discountType: c.discountType,
        discountValue: c.discountValue,
        currency: c.currency,
        validFrom: at(c.validFrom, "Asia/Seoul"),
        validTo: at(c.validTo, "Asia/Seoul"),
        useLimit: c.useLimit,
      })),
    )
    .returning({ id: coupons.id });
  seeded.forEach((c, i) => {
    const row = inserted[i];
    if (row) couponIds.set(c.key, row.id);
  });
}

/** The demo's people, each with a custodial wallet, the hosts bound to their brands. */
async function seedUsers(
  { tx, now, brandIds, userIds }: Seeding,
  seeded: TSeedCatalogue["users"],
  passwordHashes: string[],
  walletKey: Buffer,
) {
  if (seeded.length === 0) return;
  const created = await tx
    .insert(users)
    .values(
      seeded.map((u, i) => ({
        email: u.email.toLowerCase(),
        name: u.name,
        passwordHash: passwordHashes[i],
        role: u.role,
        language: u.language,
        emailVerifiedAt: now,
        termsAcceptedAt: now,
        isFirst: false,
        customerKey: randomUUID(),
      })),
    )
    .returning({ id: users.id, email: users.email });
  await tx.insert(wallets).values(created.map((u) => ({ userId: u.id, ...createCustodialKey(walletKey) })));
  for (const u of created) userIds.set(u.email, u.id);
  const bindings = seeded.flatMap((u) =>
    u.hostBrands.map((brand) => ({
      userId: lookup(userIds, u.email.toLowerCase(), "user"),
      brandId: lookup(brandIds, brand, "brand"),
      // A demo host owns their brands' teams: every host action is theirs (policies/host-role.ts).
      role: "owner" as const,
    })),
  );
  if (bindings.length > 0) await tx.insert(hostBrands).values(bindings);
}

/** One holding of the demo wallet: its tokens, and what buying, admitting, sending or selling them left. */
async function seedHolding(
  s: Seeding,
  catalogue: TSeedCatalogue,
  h: SeedHolding,
  serials: Map<number, number>,
  onSale: SeedListing[],
) {
  const cltn = catalogue.cltns.find((c) => c.key === h.cltn);
  const group = lookup(s.groupIds, `${h.cltn}#${h.group}`, "group");
  const seatId = h.seat && cltn?.place ? await seatOf(s, cltn.place, h.seat) : null;
  // A lottery application's card is no token yet: it is numbered only if it wins.
  const applying = h.status === "WAITING_WINNER";
  const made: number[] = [];
  for (let i = 0; i < h.count; i++) {
    const serial = applying ? 0 : (serials.get(group.cltnId) ?? 0) + 1;
    if (!applying) serials.set(group.cltnId, serial);
    const [nft] = await s.tx
      .insert(nfts)
      .values({
        cltnId: group.cltnId,
        nftGroupId: group.id,
        cltnTimeId: group.timeId,
        ownerId: lookup(s.userIds, h.owner.toLowerCase(), "wallet owner"),
        type: cltn?.type ?? "TICKET",
        status: h.status,
        name: group.name,
        serial,
        seatId,
        isLock: h.isLock,
        grouping: h.groupCount > 1,
        groupCount: h.groupCount,
        useCnt: h.useCnt,
        totalUseCnt: h.totalUseCnt,
        usedAt: h.useCnt > 0 ? s.now : null,
        qtnrInfo: h.answers ?? null,
      })
      .returning({ id: nfts.id, ownerId: nfts.ownerId });
    if (!nft) continue;
    made.push(nft.id);
    await seedTokenTrail(s, nft, { kind: cltn?.kind, group, h, seatId, onSale });
  }
  // What was bought has its order and payment (a lottery's, a free one's or a failed one's none).
  const bought = cltn && (cltn.kind === "TICKET" || cltn.kind === "MEMBERSHIP") && h.status !== "FAIL";
  if (bought && made.length > 0)
    await seedOrder(
      s.tx,
      {
        ownerId: lookup(s.userIds, h.owner.toLowerCase(), "wallet owner"),
        cltnId: group.cltnId,
        groupId: group.id,
        timeId: group.timeId,
        nftIds: made,
        seatId,
        answers: h.answers,
        status: h.status,
      },
      s.now,
    );
}

async function seatOf({ tx, zoneIds }: Seeding, place: string, seat: NonNullable<SeedHolding["seat"]>) {
  const zoneId = lookup(zoneIds, `${place}/${seat.zone}`, "zone");
  const [row] = await tx
    .select({ id: seats.id })
    .from(seats)
    .where(and(eq(seats.zoneId, zoneId), eq(seats.row, seat.row), eq(seats.number, seat.number)));
  if (!row) throw new Error(`wallet.json: no seat ${seat.zone} ${seat.row}-${seat.number}`);
  return row.id;
}

/** What a demo token's life so far left beside it: admissions, an application, an answer, a seat, a send, a sale, coupons. */
async function seedTokenTrail(
  { tx, now, userIds, couponIds }: Seeding,
  nft: { id: number; ownerId: number | null },
  of: {
    kind: SeedCltn["kind"] | undefined;
    group: Group;
    h: SeedHolding;
    seatId: number | null;
    onSale: SeedListing[];
  },
) {
  const { group, h, seatId } = of;
  // Its admissions, as the door writes them: the guest list and the counts show them.
  for (let use = 1; use <= h.useCnt; use++)
    await tx.insert(nftHistories).values({
      nftId: nft.id,
      type: "USE",
      detail: { gate: h.gate ?? null, useCnt: use },
      createdAt: now,
    });
  const ownerId = nft.ownerId;
  if (!ownerId) return;
  if (h.status === "WAITING_WINNER")
    await tx.insert(applications).values({
      cltnId: group.cltnId,
      userId: ownerId,
      entry: randomBytes(8).toString("hex"),
      answers: h.answers ?? {},
      nftId: nft.id,
    });
  // An RSVP's ticket is its holder's answer "going", as answering would leave it: the RSVP
  // page counts the answers, the event page the group's stock, and both then say the same.
  if (of.kind === "RSVP")
    await tx
      .insert(rsvps)
      .values({ cltnId: group.cltnId, userId: ownerId, state: "GOING", nftId: nft.id })
      .onConflictDoNothing();
  // A seated demo token's seat is sold on its date, as a purchase would leave it.
  if (seatId !== null && group.timeId !== null)
    await tx.insert(seatHolds).values({
      cltnTimeId: group.timeId,
      seatId,
      seatReqId: "demo-seed",
      userId: ownerId,
      heldUntil: now,
      soldAt: now,
    });
  if (h.send) await seedSend(tx, nft.id, ownerId, h.send, group.timeId, userIds);
  if (h.sell) of.onSale.push({ nftId: nft.id, sellerId: ownerId, ...h.sell });
  for (const key of h.coupons)
    await tx
      .insert(heldCoupons)
      .values({ couponId: lookup(couponIds, key, "coupon"), ownerId, nftId: nft.id });
}

/**
 * What the demo tokens took of their groups, as their purchases would have: a group's "left" and
 * its zone's free seats then agree. Lottery applications and undrawn entries took nothing. Only the
 * groups seeded here: a shared database holds other groups and tokens too.
 */
async function countIssued(tx: Db, seededGroups: number[]) {
  await tx.execute(sql`
    update nft_groups g set issued_cnt = n.issued
    from (
      select nft_group_id, count(*)::int as issued from nfts
      where nft_group_id = any(${`{${seededGroups.join(",")}}`}::int[])
        and status not in ('WAITING_WINNER', 'FAIL')
      group by nft_group_id
    ) n
    where n.nft_group_id = g.id`);
}

/** A demo token's face value (the ceiling of its resale): its group's price in its collection's currency. */
async function setFaceValues(tx: Db) {
  await tx.execute(sql`
    update nfts set face_value = p.price, face_currency = p.currency
    from (
      select distinct on (g.nft_group_id) g.nft_group_id, g.price, g.currency
      from nft_group_prices g
      join nft_groups ng on ng.id = g.nft_group_id
      join cltns c on c.id = ng.cltn_id
      order by g.nft_group_id, (g.currency = c.currency) desc, g.sort
    ) p
    where p.nft_group_id = nfts.nft_group_id and nfts.face_value is null and p.price > 0`);
}

/**
 * The send behind a demo SENDING or SEND_FAIL card, as sending would leave it: its transfer (to a
 * member, a newcomer's address, or by code), the token's transfer count up, waiting at most until
 * the doors open.
 */
async function seedSend(
  tx: Db,
  nftId: number,
  senderId: number,
  send: NonNullable<TSeedCatalogue["holdings"][number]["send"]>,
  timeId: number | null,
  userIds: Map<string, number>,
) {
  const email = send.email?.toLowerCase();
  const receiverId = email ? userIds.get(email) : undefined;
  if (send.status === "FAILED" && !receiverId) throw new Error("wallet.json: a failed send goes to a member");
  const [time] = timeId ? await tx.select().from(cltnTimes).where(eq(cltnTimes.id, timeId)) : [];
  const week = new Date(Date.now() + SEND_CLAIM_DAYS * 24 * 3_600_000);
  const doors = time ? (time.openAt ?? time.startAt) : null;
  await tx.insert(nftTransfers).values({
    nftId,
    senderId,
    receiverId: receiverId ?? null,
    method: email ? "EMAIL" : "CODE",
    email: email ?? null,
    code: newReceiveCode(),
    status: send.status,
    expiresAt: doors && doors < week ? doors : week,
  });
  await tx.update(nfts).set({ transferCount: 1 }).where(eq(nfts.id, nftId));
}

type SeedListing = {
  nftId: number;
  sellerId: number;
  status: "LISTED" | "REGISTERING" | "FAILED";
  price?: number;
};

/**
 * The listing behind a demo SELLING, SELL_REG or SELL_REG_FAIL card, as listing would leave it: at its
 * price (its cap unless given) with its split, the token's transfer count up. A LISTED one's
 * token is minted straight into escrow; a REGISTERING one's move is sent by the chain watch.
 */
async function seedListing(tx: Db, listing: SeedListing) {
  const [row] = await tx
    .select({
      faceValue: nfts.faceValue,
      faceCurrency: nfts.faceCurrency,
      royalty: cltns.royalty,
      maxPrice: cltns.maxPrice,
      currency: cltns.currency,
    })
    .from(nfts)
    .innerJoin(cltns, eq(cltns.id, nfts.cltnId))
    .where(eq(nfts.id, listing.nftId));
  if (!row?.faceValue || !row.faceCurrency) throw new Error("wallet.json: a listed token needs a price");
  // Its cap, as listing would allow.
  const cap = resaleCap(row, row)?.price;
  if (!cap) throw new Error("wallet.json: a listed token's collection allows no resale price");
  const split = resaleBreakdown(Math.min(listing.price ?? cap, cap), row.royalty);
  await tx.insert(listings).values({
    nftId: listing.nftId,
    sellerId: listing.sellerId,
    status: listing.status,
    currency: row.faceCurrency,
    ...split,
  });
  await tx.update(nfts).set({ transferCount: 1 }).where(eq(nfts.id, listing.nftId));
}
