import type PgBoss from "pg-boss";
import { jobIdOf } from "./queue.ts";

/**
 * Tokens given without an order (a claim code, an RSVP, a lottery win) whose mint is to be sent:
 * one job per token, however often it is sent. A crash between the grant's commit and this call
 * is mended by the sale's sweep (issueGrantedTokens), which sends it again.
 */
export const ISSUE_TOKEN_QUEUE = "issue-token";

const RETRY = { retryLimit: 3, retryDelay: 2, retryBackoff: true };

export async function createIssueTokenQueue(boss: PgBoss) {
  await boss.createQueue(ISSUE_TOKEN_QUEUE, { name: ISSUE_TOKEN_QUEUE, ...RETRY });
}

export async function enqueueIssueTokens(boss: PgBoss, nftIds: readonly number[]) {
  if (nftIds.length === 0) return;
  await boss.insert(
    nftIds.map((nftId) => ({
      name: ISSUE_TOKEN_QUEUE,
      data: { nftId },
      id: jobIdOf("issue-token", String(nftId)),
      ...RETRY,
    })),
  );
}
