import { and, eq, sql } from "drizzle-orm";
import { nfts } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { enqueueIssueOrder } from "../../jobs/issue-order-job.ts";
import { AppError } from "../../lib/app-error.ts";
import { tokenHeldBy } from "../../policies/token-holder.ts";
import { findOwnedNft } from "../nfts/find-owned-nft.ts";
import { issueToken } from "./issue-order.ts";

/**
 * POST /nfts/{id}/issue/retry: the holder tries again to issue a token whose issuing failed
 * ("blockchain recording failed, retry later"). The token goes back to ISSUING at once — one
 * retry at a time: a second call while it is issuing is refused — and its order's issuing job
 * runs again; a token given without an order (a host's grant) is issued here and now.
 * Someone else's token is 4505; a token that did not fail is BAD_REQUEST not-failed.
 */
export async function retryIssue(
  deps: Pick<Deps, "db" | "queue" | "issuer" | "log">,
  userId: number,
  nftId: number,
): Promise<{ status: "ISSUING" }> {
  await findOwnedNft(deps.db, userId, nftId);
  const [retried] = await deps.db
    .update(nfts)
    .set({ status: "ISSUING", updatedAt: sql`now()` })
    .where(and(eq(nfts.id, nftId), tokenHeldBy(userId), eq(nfts.status, "ISSUE_FAIL")))
    .returning();
  if (!retried) throw new AppError("BAD_REQUEST", { data: { reason: "not-failed" } });
  if (retried.orderId) {
    await enqueueIssueOrder(deps.queue, retried.orderId, { retry: true });
  } else {
    await issueToken(deps, retried);
  }
  return { status: "ISSUING" };
}
