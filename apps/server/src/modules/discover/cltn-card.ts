import type {
  DiscoverSort,
  SaleState,
  TDiscoverCltnCard,
  TDiscoverCltnFilter,
  TDiscoverCltnList,
} from "@admit/contract/discover";
import type { Language } from "@admit/contract/i18n";
import { CURRENCY_CODES, type Currency } from "@admit/contract/money";
import { cltnTextsIn } from "@admit/contract/organiser-texts";
import { and, asc, desc, eq, gt, inArray, lt, max, min, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cltns, cltnTimes, labelBrands, nftGroupPrices, nftGroups } from "../../db/schema/index.ts";
import { nameIn } from "../../lib/organiser-names.ts";
import { listFilters, nextDateOf } from "./list-filters.ts";
import { type CltnRow, selectCltnRows } from "./lookups.ts";

/**
 * Listed on discover: the sale has not ended, so on sale now or upcoming; in a white label that
 * names its brands, only theirs.
 */
export const onDiscover = (now: Date, label?: string) =>
  and(
    gt(cltns.saleEndAt, now),
    label === undefined
      ? undefined
      : sql`(not exists (select 1 from ${labelBrands} where ${labelBrands.labelName} = ${label})
          or ${cltns.brandId} in (select ${labelBrands.brandId} from ${labelBrands} where ${labelBrands.labelName} = ${label}))`,
  );

export function saleStateOf(cltn: { saleStartAt: Date; saleEndAt: Date }, now: Date): SaleState {
  if (now.getTime() < cltn.saleStartAt.getTime()) return "UPCOMING";
  if (now.getTime() >= cltn.saleEndAt.getTime()) return "ENDED";
  return "ON_SALE";
}

/** What a card shows beyond the collection's own row: its dates, prices and what is left. */
export interface CardFacts {
  firstDate: Date | null;
  lastDate: Date | null;
  lowestPrices: { currency: Currency; price: number }[];
  remaining: number;
  isSeated: boolean;
}

const NO_FACTS: CardFacts = {
  firstDate: null,
  lastDate: null,
  lowestPrices: [],
  remaining: 0,
  isSeated: false,
};

/** The facts of a page of collections: three grouped queries on indexed collection ids. */
export async function cardFacts(db: Db, ids: number[]): Promise<Map<number, CardFacts>> {
  const facts = new Map<number, CardFacts>(ids.map((id) => [id, { ...NO_FACTS, lowestPrices: [] }]));
  if (ids.length === 0) return facts;
  const [times, groups, prices] = await Promise.all([
    db
      .select({ cltnId: cltnTimes.cltnId, first: min(cltnTimes.startAt), last: max(cltnTimes.startAt) })
      .from(cltnTimes)
      .where(inArray(cltnTimes.cltnId, ids))
      .groupBy(cltnTimes.cltnId),
    db
      .select({
        cltnId: nftGroups.cltnId,
        remaining:
          sql<number>`sum(${nftGroups.totalCnt} - ${nftGroups.issuedCnt} - ${nftGroups.reservedCnt})`.mapWith(
            Number,
          ),
        isSeated: sql<boolean>`bool_or(${nftGroups.zoneId} is not null)`.mapWith((v) => v === true),
      })
      .from(nftGroups)
      .where(inArray(nftGroups.cltnId, ids))
      .groupBy(nftGroups.cltnId),
    // A stopped group's price is not one anybody can pay now.
    db
      .select({
        cltnId: nftGroups.cltnId,
        currency: nftGroupPrices.currency,
        price: min(nftGroupPrices.price),
      })
      .from(nftGroupPrices)
      .innerJoin(nftGroups, eq(nftGroups.id, nftGroupPrices.nftGroupId))
      .where(and(inArray(nftGroups.cltnId, ids), eq(nftGroups.status, "SALE")))
      .groupBy(nftGroups.cltnId, nftGroupPrices.currency),
  ]);
  const of = (id: number) => facts.get(id) as CardFacts;
  for (const t of times) Object.assign(of(t.cltnId), { firstDate: t.first, lastDate: t.last });
  for (const g of groups) {
    Object.assign(of(g.cltnId), { remaining: g.remaining, isSeated: g.isSeated });
  }
  for (const p of prices)
    if (p.price !== null) of(p.cltnId).lowestPrices.push({ currency: p.currency, price: p.price });
  return facts;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const currencyRank = (own: Currency) => (c: Currency) => (c === own ? -1 : CURRENCY_CODES.indexOf(c));

/** A collection's card, its name in `lang` when the organiser gave one. */
export function toCard(
  row: CltnRow,
  facts: CardFacts | undefined,
  now: Date,
  lang: Language,
): TDiscoverCltnCard {
  const { cltn } = row;
  const f = facts ?? NO_FACTS;
  const rank = currencyRank(cltn.currency);
  return {
    id: cltn.id,
    name: cltnTextsIn(cltn.extra, lang)?.name ?? cltn.name,
    type: cltn.type,
    kind: cltn.kind,
    category: cltn.category,
    image: cltn.image,
    logoImg: cltn.logoImg,
    color: cltn.color,
    brand: { id: row.brand.id, name: nameIn(row.brand, lang), image: row.brand.image },
    placeName: row.place ? nameIn(row.place, lang) : null,
    locationType: cltn.locationType,
    timeZone: cltn.timeZone,
    // A membership has no dates: its period stands in for them.
    firstDate: iso(f.firstDate ?? cltn.periodStartAt),
    lastDate: iso(f.lastDate ?? cltn.periodEndAt),
    hideStartDate: cltn.hideStartDate,
    lowestPrices: [...f.lowestPrices].sort((a, b) => rank(a.currency) - rank(b.currency)),
    isAdult: cltn.isAdult,
    saleStartAt: cltn.saleStartAt.toISOString(),
    saleEndAt: cltn.saleEndAt.toISOString(),
    saleState: saleStateOf(cltn, now),
    soldOut: f.remaining <= 0,
  };
}

const byId = (sort: DiscoverSort) => (sort === "OLDEST" ? asc(cltns.id) : desc(cltns.id));

/**
 * A page of cards within `scope` (on discover, a brand, a keyword) and the query's filters.
 * NEWEST and OLDEST page by id (the cursor is the last id seen, as in GET /nfts): a new
 * collection does not shift the pages already read. SOONEST and a ranked search (`rank`, lowest
 * first) page by position (the cursor is how many were seen): their order is not the ids'.
 */
export async function listCltnCards(
  db: Db,
  query: TDiscoverCltnFilter,
  scope: SQL | undefined,
  now: Date,
  lang: Language,
  rank?: SQL,
): Promise<TDiscoverCltnList> {
  const byPosition = rank !== undefined || query.sort === "SOONEST";
  const newest = query.sort === "NEWEST";
  const where = and(
    scope,
    listFilters(query, now),
    byPosition || query.cursor === undefined
      ? undefined
      : newest
        ? lt(cltns.id, query.cursor)
        : gt(cltns.id, query.cursor),
  );
  const order: SQL[] = [
    ...(rank ? [sql`${rank} asc`] : []),
    ...(query.sort === "SOONEST"
      ? [sql`${nextDateOf(now)} asc nulls last`, asc(cltns.id)]
      : [byId(query.sort)]),
  ];
  const skip = byPosition ? (query.cursor ?? 0) : 0;
  const rows = await selectCltnRows(db)
    .where(where)
    .orderBy(...order)
    .offset(skip)
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const facts = await cardFacts(
    db,
    page.map((r) => r.cltn.id),
  );
  const more = rows.length > query.limit;
  return {
    items: page.map((r) => toCard(r, facts.get(r.cltn.id), now, lang)),
    nextCursor: !more ? null : byPosition ? skip + page.length : (page.at(-1)?.cltn.id ?? null),
  };
}
