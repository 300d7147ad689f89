import type { TClaimResult } from "@admit/contract/claims";
import { and, eq } from "drizzle-orm";
import { lockNamed } from "../../db/queries/locks.ts";
import { claims, cltns } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { enqueueIssueTokens } from "../../jobs/issue-token-job.ts";
import { AppError } from "../../lib/app-error.ts";
import { grantToken, takeGroupStock } from "../nfts/grant-token.ts";
import type { ClaimGuard } from "./claim-guard.ts";
import { type ClaimScope, findClaimCode, refusalOf } from "./claim-offer.ts";

type ClaimDeps = Pick<Deps, "db" | "queue"> & { claimGuard: ClaimGuard };

/**
 * POST /cltns/qr/nft and /nft-groups/qr/nft: one token of the code's group for this account, minted
 * through the chain outbox after the commit (the card shows ISSUING until the chain confirms).
 * Refused: 1000 without a code, 3101 outside the code's period, 3102 when its uses or its product
 * ran out, M-2001 when this account claimed it already. One transaction: the use, the stock, the
 * token and the claim are all written or none is.
 */
export async function claimToken(
  deps: ClaimDeps,
  userId: number,
  raw: string | undefined,
  scope: ClaimScope,
): Promise<TClaimResult> {
  const code = await findClaimCode(deps.db, raw, scope);
  const [cltn] = await deps.db
    .select({ cancelledAt: cltns.cancelledAt })
    .from(cltns)
    .where(eq(cltns.id, code.cltnId));
  const claimedBy = async (db: Pick<ClaimDeps["db"], "select">) =>
    (
      await db
        .select({ nftId: claims.nftId })
        .from(claims)
        .where(and(eq(claims.codeId, code.id), eq(claims.userId, userId)))
    )[0];
  // What the code's row says already refuses without a lock (a used-up code answers at once).
  const refusal = refusalOf(
    code,
    new Date(),
    Number.POSITIVE_INFINITY,
    (await claimedBy(deps.db)) !== undefined,
  );
  const mine = refusal === "claimed" ? await claimedBy(deps.db) : undefined;
  if (refusal === "claimed") throw new AppError("M-2001", { data: { nftId: mine?.nftId } });
  if (refusal === "notStarted" || refusal === "ended" || cltn?.cancelledAt)
    throw new AppError("3101", { data: { startsAt: code.startsAt, endsAt: code.endsAt } });
  if (refusal === "limit") throw new AppError("3102", { data: { maxClaims: code.maxClaims } });

  const nftId = await deps.db.transaction(async (tx) => {
    // One claim of a code per account at a time: a double tap waits, then finds the first.
    await lockNamed(tx, `claim:${code.id}:${userId}`);
    const first = await claimedBy(tx);
    if (first) throw new AppError("M-2001", { data: { nftId: first.nftId } });
    // The code's use is decided here, in one guarded statement: never more than its limit.
    if (!(await deps.claimGuard.take(tx, code.id)))
      throw new AppError("3102", { data: { maxClaims: code.maxClaims } });
    if (!(await takeGroupStock(tx, code.nftGroupId)))
      throw new AppError("3102", { data: { reason: "stock" } });
    const token = await grantToken(tx, { groupId: code.nftGroupId, userId });
    await tx.insert(claims).values({ codeId: code.id, userId, nftId: token.id });
    return token.id;
  });
  await enqueueIssueTokens(deps.queue, [nftId]);
  return { nftId, status: "ISSUING" };
}
