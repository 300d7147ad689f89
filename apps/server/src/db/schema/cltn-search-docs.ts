import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { cltns } from "./cltns.ts";

/**
 * A collection's search document: every name a person may type to find it, normalised once
 * here (NFKC, lower case: modules/discover/search-text.ts) so a search compares plain strings.
 * Kept apart from `cltns` because it is derived: `rebuildCltnSearchDoc` writes it from the
 * collection, its brand and its place whenever one of them changes. Trigram indexes (pg_trgm,
 * also in PGlite) serve `like '%…%'`, so a substring search scales past a sequential scan.
 */
export const cltnSearchDocs = pgTable(
  "cltn_search_docs",
  {
    cltnId: integer("cltn_id")
      .primaryKey()
      .references(() => cltns.id, { onDelete: "cascade" }),
    /** The collection's names in every language, each line starting with "\n" (a name's start). */
    names: text("names").notNull(),
    /** Its brand's and place's names in every language and its category, the same way. */
    others: text("others").notNull(),
  },
  (t) => [
    index("cltn_search_docs_names_trgm").using("gin", t.names.op("gin_trgm_ops")),
    index("cltn_search_docs_others_trgm").using("gin", t.others.op("gin_trgm_ops")),
  ],
);
