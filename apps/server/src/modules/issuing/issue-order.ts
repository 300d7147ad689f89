import type { Network } from "@admit/contract/enums";
import { and, eq, inArray, isNotNull, isNull, lt, notExists, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { noTokenWrite, ON_ITS_WAY, tokenWrites } from "../../db/queries/chain-writes.ts";
import { cltns, listings, nftHistories, nfts, orders } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { type ChainWrite, OutboxClosedError } from "../../integrations/chain/outbox.ts";
import { HELD_ON_CHAIN } from "../chain/reconcile.ts";

type IssueDeps = Pick<Deps, "db" | "issuer" | "log">;

/**
 * Issues an order's ISSUING (or retried ISSUE_FAIL) tokens: each one's mint goes to the chain
 * outbox (issueToken). A token becomes ACTIVE when its mint is confirmed — at once on the embedded
 * chain, later through the chain watch (settleChainWrites) on a public one — and the order is
 * ISSUED once none is left to issue.
 */
export async function issueOrder(deps: IssueDeps, orderId: string) {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (order?.status !== "PAID") return;
  const pending = await deps.db
    .select()
    .from(nfts)
    .where(
      and(
        eq(nfts.orderId, orderId),
        inArray(nfts.status, ["ISSUING", "ISSUE_FAIL"]),
        notAwaitingResale(deps.db),
      ),
    );
  for (const nft of pending) await issueToken(deps, nft);
}

/**
 * The token (`nfts.id` of the outer query) is not ISSUING because it was resold: a paid resale's
 * token is ISSUING until its move from escrow reaches the buyer, and only that move delivers it
 * (modules/resale/listing-moves.ts: the resale order becomes ISSUED there). It keeps its first
 * order's id, so that order's issuing must leave it alone.
 */
const notAwaitingResale = (db: Db | Tx) =>
  notExists(
    db
      .select({ id: listings.id })
      .from(listings)
      .innerJoin(orders, eq(orders.id, listings.orderId))
      .where(and(eq(listings.nftId, nfts.id), eq(listings.status, "SOLD"), eq(orders.status, "PAID"))),
  );

/** Issues one token given without an order (a claim, an RSVP, a lottery win), if it is still ISSUING. */
export async function issueGranted(deps: IssueDeps, nftId: number) {
  const [nft] = await deps.db
    .select()
    .from(nfts)
    .where(and(eq(nfts.id, nftId), eq(nfts.status, "ISSUING")));
  if (nft) await issueToken(deps, nft);
}

/**
 * Mints one ISSUING (or ISSUE_FAIL) token through the issuer port. The token stays ISSUING while its
 * transaction is on its way; it is completed now when the chain already answered, and becomes
 * ISSUE_FAIL when the mint could not even be stored or the chain refused it (the holder may retry).
 */
export async function issueToken(deps: IssueDeps, nft: typeof nfts.$inferSelect): Promise<void> {
  try {
    const outcome = await deps.issuer.mint(nft.id);
    if (outcome.kind === "minted") await completeIssue(deps.db, nft.id, null);
    else if (outcome.kind === "write") await settleMint(deps, outcome.write);
    // Paused (the operator cannot pay for gas): the token waits as ISSUING; resumeIssuing mints it.
  } catch (err) {
    // A process closing mid-issue interrupted it, nothing failed: the token stays ISSUING and the
    // next start (or another process's sweep) resumes it.
    if (err instanceof OutboxClosedError) return;
    deps.log.warn({ err, nftId: nft.id, orderId: nft.orderId }, "token issuing failed");
    await failIssue(deps.db, nft.id);
  }
}

/** What a settled mint means for its token: confirmed → issued, failed → ISSUE_FAIL; an open one waits. */
async function settleMint(deps: IssueDeps, write: ChainWrite): Promise<void> {
  if (write.kind !== "mint" || !write.nftId) return;
  if (write.status === "confirmed") await completeIssue(deps.db, write.nftId, write.txHash);
  else if (write.status === "failed") {
    deps.log.warn(
      { nftId: write.nftId, writeId: write.id, error: write.error },
      "token mint failed on chain",
    );
    await failIssue(deps.db, write.nftId);
  }
}

/** The chain watch's answer (workers/chain-watch.ts): each settled mint completes or fails its token. */
export async function settleChainWrites(deps: IssueDeps, writes: ChainWrite[]): Promise<void> {
  for (const write of writes) await settleMint(deps, write);
}

/**
 * A minted token: ACTIVE — or QTNR_REQUIRED when its collection needs attendee answers it does not
 * have — with its serial as token id, MINTED history (with the transaction) and FIRST_BUY for a
 * purchase; its order is ISSUED once none of its tokens is left to issue. Once only: a token that
 * is no longer issuing is left as it is.
 */
export async function completeIssue(db: Db, nftId: number, txHash: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ nft: nfts, qtnrRequired: cltns.qtnrRequired, order: orders })
      .from(nfts)
      .innerJoin(cltns, eq(cltns.id, nfts.cltnId))
      .leftJoin(orders, eq(orders.id, nfts.orderId))
      .where(eq(nfts.id, nftId));
    if (!row) return;
    const waitsForAnswers = row.qtnrRequired && !row.nft.qtnrInfo;
    const [done] = await tx
      .update(nfts)
      .set({
        status: waitsForAnswers ? "QTNR_REQUIRED" : "ACTIVE",
        tokenId: String(row.nft.serial),
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(nfts.id, nftId),
          inArray(nfts.status, ["ISSUING", "ISSUE_FAIL"]),
          // A resold token's mint that lands before its move (a start recording the unrecorded
          // tokens picked it while it was on sale) records it; its move still delivers it.
          notAwaitingResale(tx),
        ),
      )
      .returning({ id: nfts.id });
    if (!done) {
      // A token that was already held (given or seeded before it was on chain) learns its id, and
      // its history says when it was recorded.
      const [recorded] = await tx
        .update(nfts)
        .set({ tokenId: String(row.nft.serial), updatedAt: sql`now()` })
        .where(and(eq(nfts.id, nftId), isNull(nfts.tokenId)))
        .returning({ id: nfts.id });
      if (recorded && txHash)
        await tx
          .insert(nftHistories)
          .values({ nftId, type: "MINTED", actorId: row.nft.ownerId, detail: { txHash } });
      return;
    }
    const ownerId = row.nft.ownerId;
    const order = row.order;
    await tx.insert(nftHistories).values([
      {
        nftId,
        type: "MINTED",
        actorId: ownerId,
        detail: { ...(order ? { orderId: order.id } : {}), ...(txHash ? { txHash } : {}) },
      },
      ...(order
        ? [
            {
              nftId,
              type: "FIRST_BUY" as const,
              actorId: ownerId,
              detail: { orderId: order.id, price: order.amount },
            },
          ]
        : []),
    ]);
    if (order)
      await tx
        .update(orders)
        .set({ status: "ISSUED", issuedAt: sql`now()`, updatedAt: sql`now()` })
        .where(
          and(
            eq(orders.id, order.id),
            eq(orders.status, "PAID"),
            notExists(
              tx
                .select({ id: nfts.id })
                .from(nfts)
                .where(and(eq(nfts.orderId, order.id), inArray(nfts.status, ["ISSUING", "ISSUE_FAIL"]))),
            ),
          ),
        );
  });
}

async function failIssue(db: Db, nftId: number): Promise<void> {
  await db
    .update(nfts)
    .set({ status: "ISSUE_FAIL", updatedAt: sql`now()` })
    .where(and(eq(nfts.id, nftId), eq(nfts.status, "ISSUING")));
}

/** How many interrupted tokens one round resumes (the next sweep takes the rest), and how many at once. */
const RESUME_BATCH = 1_000;
const RESUME_PARALLEL = 10;

/**
 * Tokens whose issuing was interrupted: ISSUING for longer than `olderThanMs` with no mint on its
 * way — the process minting them died (its issue jobs stay locked until pg-boss expires them, 15
 * minutes on), or a mint was confirmed and the process stopped before the token heard of it. Each
 * is minted now (issueToken: once — an open or confirmed mint is the answer), never failed for the
 * wait: only a mint that cannot be stored, or that the chain refuses, fails a token. Tokens of paid
 * orders and tokens given without one; not a resold token (its move delivers it). Run at start-up
 * (every age: nothing of this process is minting yet) and by the sale's sweep every minute.
 * Answers how many it resumed.
 */
export async function resumeInterruptedIssuing(deps: IssueDeps, olderThanMs: number): Promise<number> {
  const before = new Date(Date.now() - olderThanMs);
  const interrupted = await deps.db
    .select({ nft: nfts })
    .from(nfts)
    .leftJoin(orders, eq(orders.id, nfts.orderId))
    .where(
      and(
        eq(nfts.status, "ISSUING"),
        isNotNull(nfts.ownerId),
        lt(nfts.updatedAt, before),
        or(isNull(nfts.orderId), eq(orders.status, "PAID")),
        notExists(tokenWrites(deps.db, ON_ITS_WAY, "mint")),
        notAwaitingResale(deps.db),
      ),
    )
    .orderBy(nfts.id)
    .limit(RESUME_BATCH);
  // A few side by side, as the issuing job does: the outbox gives each its own nonce.
  for (let i = 0; i < interrupted.length; i += RESUME_PARALLEL)
    await Promise.all(interrupted.slice(i, i + RESUME_PARALLEL).map(({ nft }) => issueToken(deps, nft)));
  return interrupted.length;
}

/**
 * Mints the tokens that waited while issuing on `network` was paused (its operator funded again):
 * every ISSUING token of the network with no mint on its way. Answers how many it sent.
 */
export async function resumeIssuing(deps: IssueDeps, network: Network): Promise<number> {
  const waiting = await deps.db
    .select({ nft: nfts })
    .from(nfts)
    .innerJoin(cltns, eq(cltns.id, nfts.cltnId))
    .where(and(eq(nfts.status, "ISSUING"), eq(cltns.network, network), noTokenWrite(deps.db, "mint")))
    .orderBy(nfts.id)
    .limit(1_000);
  for (const { nft } of waiting) await issueToken(deps, nft);
  return waiting.length;
}

/**
 * Mints every held token that has no token id and no mint on its way (the demo's tokens at first
 * start: main.ts runs it in the background on a start with demo data). Answers how many mints it sent.
 */
export async function mintUnrecorded(deps: IssueDeps, limit = 1_000): Promise<number> {
  const waiting = await deps.db
    .select({ id: nfts.id })
    .from(nfts)
    .where(
      and(
        isNull(nfts.tokenId),
        inArray(nfts.status, [...HELD_ON_CHAIN]),
        // Taken back before its mint (a refund): out of every wallet and never on chain, nothing to record.
        isNotNull(nfts.ownerId),
        noTokenWrite(deps.db),
      ),
    )
    .orderBy(nfts.id)
    .limit(limit);
  for (const { id } of waiting) {
    try {
      const outcome = await deps.issuer.mint(id);
      if (outcome.kind === "minted") await completeIssue(deps.db, id, null);
      else if (outcome.kind === "write") await settleMint(deps, outcome.write);
    } catch (err) {
      deps.log.warn({ err, nftId: id }, "recording a held token on chain failed; the next start tries again");
    }
  }
  return waiting.length;
}
