import { NFT_STATUSES, NFT_TYPES } from "@admit/contract/enums";
import type { Language } from "@admit/contract/i18n";
import type { TNftList, TNftListFilter } from "@admit/contract/nfts";
import { and, asc, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedPerDb } from "../../db/prepared.ts";
import { selectNftRows } from "../../db/queries/tokens.ts";
import { nfts } from "../../db/schema/index.ts";
import { tokenHeldBy } from "../../policies/token-holder.ts";
import { toListItem } from "./nft-view.ts";
import { needsAttention } from "./wallet-highlights.ts";

/** Finished tokens: "used" in the home list's status filter. */
const DONE: readonly string[] = ["USED", "EXPIRED"];
const STATUSES_OF = {
  available: NFT_STATUSES.filter((s) => !DONE.includes(s)),
  used: NFT_STATUSES.filter((s) => DONE.includes(s)),
  all: NFT_STATUSES,
};

/** A text[] parameter as PostgreSQL reads it on either driver. */
const textArray = (values: readonly string[]) => `{${values.join(",")}}`;

const shapeKey = (newest: boolean, fromCursor: boolean, oneCltn: boolean) =>
  `${newest ? "new" : "old"}:${fromCursor ? "cursor" : "top"}:${oneCltn ? "cltn" : "all"}`;

/**
 * The home list's statement, prepared once per database for each shape it takes: newest or oldest
 * first, from a cursor or not, the whole wallet or one collection. The filters are parameters.
 * The page's ids are picked first from the owner's index, then only they are joined: a prepared
 * plan otherwise joins the whole wallet before it keeps a page (10 ms for 1,000 tokens, not 2).
 * `keepAttention` false leaves out the cards of home's attention strip.
 */
const listStatement = (newest: boolean, fromCursor: boolean, oneCltn: boolean) =>
  preparedPerDb((db: Db) => {
    const order = newest ? desc(nfts.id) : asc(nfts.id);
    const page = db
      .select({ id: nfts.id })
      .from(nfts)
      .where(
        and(
          tokenHeldBy(sql.placeholder("userId")),
          sql`${nfts.type}::text = any(${sql.placeholder("types")}::text[])`,
          sql`${nfts.status}::text = any(${sql.placeholder("statuses")}::text[])`,
          oneCltn ? eq(nfts.cltnId, sql.placeholder("cltnId")) : undefined,
          sql`(${sql.placeholder("keepAttention")}::boolean or not (${needsAttention()}))`,
          fromCursor
            ? newest
              ? lt(nfts.id, sql.placeholder("cursor"))
              : gt(nfts.id, sql.placeholder("cursor"))
            : undefined,
        ),
      )
      .orderBy(order)
      .limit(sql.placeholder("limit"));
    return selectNftRows(db, sql`${nfts.id} = any(array(${page}))`)
      .orderBy(order)
      .prepare(`nft_list_${shapeKey(newest, fromCursor, oneCltn).replaceAll(":", "_")}`);
  });
const STATEMENTS = new Map(
  [true, false].flatMap((newest) =>
    [true, false].flatMap((fromCursor) =>
      [true, false].map(
        (oneCltn) =>
          [shapeKey(newest, fromCursor, oneCltn), listStatement(newest, fromCursor, oneCltn)] as const,
      ),
    ),
  ),
);

/**
 * The home list: the user's tokens filtered by type and status, newest or oldest first, a page
 * at a time (of one collection with `scope`). The cursor is the last id of the previous page.
 */
export async function listNfts(
  db: Db,
  userId: number,
  query: TNftListFilter,
  lang: Language,
  scope?: { cltnId: number },
): Promise<TNftList> {
  const newest = query.sort === "newest";
  const fromCursor = query.cursor !== undefined;
  const statement = STATEMENTS.get(shapeKey(newest, fromCursor, scope !== undefined));
  if (!statement) throw new Error("every shape of the list has its statement");
  const rows = await statement(db).execute({
    userId,
    types: textArray(query.type === "all" ? NFT_TYPES : [query.type]),
    statuses: textArray(STATUSES_OF[query.status]),
    cltnId: scope?.cltnId ?? 0,
    keepAttention: query.except !== "attention",
    cursor: query.cursor ?? 0,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const now = new Date();
  return {
    items: page.map((r) => toListItem(r, lang, now)),
    nextCursor: rows.length > query.limit ? (page.at(-1)?.nft.id ?? null) : null,
  };
}
