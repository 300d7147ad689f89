import { and, desc, eq, exists, isNull, lt, notExists, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { SENT_OR_DONE, tokenWrites } from "../../db/queries/chain-writes.ts";
import { nfts } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";

/** How many taken-back tokens one sweep burns. */
const SWEEP_BATCH = 100;

/**
 * Tokens taken back out of every wallet (a refunded order's, an RSVP's "no") whose mint is on the
 * chain and whose burn was never sent, a minute after they were taken back: the burn right after
 * the commit could not be sent, or the process stopped before it. The sale's sweep burns them,
 * newest first. A burn the chain refused (a failed write) is not sent again by the sweep: that
 * needs a person, not a transaction a minute.
 */
export async function takenBackUnburned(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: nfts.id })
    .from(nfts)
    .where(
      and(
        eq(nfts.status, "EXPIRED"),
        isNull(nfts.ownerId),
        lt(nfts.updatedAt, sql`now() - interval '1 minute'`),
        exists(tokenWrites(db, ["confirmed"], "mint")),
        notExists(tokenWrites(db, [...SENT_OR_DONE, "failed"], "burn")),
      ),
    )
    .orderBy(desc(nfts.id))
    .limit(SWEEP_BATCH);
  return rows.map((r) => r.id);
}

/**
 * Burns tokens taken back, each through the chain outbox (a burn is sent once: the issuer finds
 * one already on its way). One that cannot be burned now is logged and tried by the next sweep.
 */
export async function burnTakenBack(deps: Pick<Deps, "issuer" | "log">, nftIds: number[]): Promise<number> {
  let burned = 0;
  for (const nftId of nftIds) {
    try {
      if (await deps.issuer.burn(nftId)) burned++;
    } catch (err) {
      deps.log.warn({ err, nftId }, "burning a token taken back failed; the sweep tries again");
    }
  }
  return burned;
}
