import { and, eq, inArray, notExists } from "drizzle-orm";
import type { Db } from "../client.ts";
import { type ChainWriteKind, type ChainWriteStatus, chainWrites, nfts } from "../schema/index.ts";

/** A write still on its way to the chain (stored and signed, or broadcast). */
export const ON_ITS_WAY: ChainWriteStatus[] = ["signed", "sent"];
/** A write on its way or done: the chain has, or will have, what it says. */
export const SENT_OR_DONE: ChainWriteStatus[] = ["signed", "sent", "confirmed"];

/**
 * The chain writes of the outer query's token (`nfts.id`) in one of `statuses`, of `kind` when
 * given: for `exists`/`notExists` in a query over `nfts`.
 */
export function tokenWrites(db: Db, statuses: ChainWriteStatus[], kind?: ChainWriteKind) {
  return db
    .select({ id: chainWrites.id })
    .from(chainWrites)
    .where(
      and(
        eq(chainWrites.nftId, nfts.id),
        kind ? eq(chainWrites.kind, kind) : undefined,
        inArray(chainWrites.status, statuses),
      ),
    );
}

/** The outer query's token has no write (of `kind`) on its way or done: nothing to wait for. */
export const noTokenWrite = (db: Db, kind?: ChainWriteKind) => notExists(tokenWrites(db, SENT_OR_DONE, kind));
