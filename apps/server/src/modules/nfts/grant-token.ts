import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { noTokenWrite } from "../../db/queries/chain-writes.ts";
import { lockNamed } from "../../db/queries/locks.ts";
import { applications, claims, cltns, nftGroups, nfts, rsvps } from "../../db/schema/index.ts";

/**
 * The next token number of a collection, under its serial lock (held to the transaction's end, as
 * the sale's settle takes it): token numbers never repeat within a collection.
 */
export async function nextSerial(tx: Tx, cltnId: number): Promise<number> {
  await lockNamed(tx, `nft-serial:${cltnId}`);
  const [last] = await tx
    .select({ serial: sql<number>`coalesce(max(${nfts.serial}), 0)::int` })
    .from(nfts)
    .where(eq(nfts.cltnId, cltnId));
  return (last?.serial ?? 0) + 1;
}

/**
 * Takes one of a group's stock for a token given without an order (a claim, an RSVP, a lottery
 * win), in one conditional statement: false when none is left. Runs in the caller's transaction.
 */
export async function takeGroupStock(tx: Tx, groupId: number): Promise<boolean> {
  const [taken] = await tx
    .update(nftGroups)
    .set({ issuedCnt: sql`${nftGroups.issuedCnt} + 1` })
    .where(
      and(
        eq(nftGroups.id, groupId),
        sql`${nftGroups.issuedCnt} + ${nftGroups.reservedCnt} < ${nftGroups.totalCnt}`,
      ),
    )
    .returning({ id: nftGroups.id });
  return taken !== undefined;
}

/** Gives a group's stock back (an RSVP that says no after yes). */
export async function returnGroupStock(tx: Tx, groupId: number): Promise<void> {
  await tx
    .update(nftGroups)
    .set({ issuedCnt: sql`greatest(${nftGroups.issuedCnt} - 1, 0)` })
    .where(eq(nftGroups.id, groupId));
}

/**
 * A token of `groupId` for `userId`, ISSUING (numbered in its collection), whose stock the caller
 * took; its mint is sent after the caller's commit (enqueueIssueTokens). `existing` turns a card
 * the holder already has (a lottery application's) into that token instead of a new row.
 */
export async function grantToken(
  tx: Tx,
  input: {
    groupId: number;
    userId: number;
    answers?: Record<string, unknown> | null;
    existing?: number;
    /** A number the caller took under the collection's serial lock (a draw numbers its winners in one go). */
    serial?: number;
  },
): Promise<{ id: number }> {
  const [row] = await tx
    .select({ group: nftGroups, cltn: cltns })
    .from(nftGroups)
    .innerJoin(cltns, eq(cltns.id, nftGroups.cltnId))
    .where(eq(nftGroups.id, input.groupId));
  if (!row) throw new Error(`no nft group ${input.groupId}`);
  const serial = input.serial ?? (await nextSerial(tx, row.cltn.id));
  const values = {
    status: "ISSUING" as const,
    serial,
    name: row.group.name,
    cltnTimeId: row.group.cltnTimeId,
    totalUseCnt:
      row.cltn.type === "MEMBERSHIP" ? Math.max(1, Number(row.group.attributes.totalUseCnt ?? 1)) : 1,
    qtnrInfo: input.answers ?? null,
    updatedAt: sql`now()`,
  };
  if (input.existing) {
    const [updated] = await tx
      .update(nfts)
      .set(values)
      .where(eq(nfts.id, input.existing))
      .returning({ id: nfts.id });
    if (!updated) throw new Error(`no card ${input.existing}`);
    return updated;
  }
  const [created] = await tx
    .insert(nfts)
    .values({
      ...values,
      cltnId: row.cltn.id,
      nftGroupId: row.group.id,
      ownerId: input.userId,
      type: row.cltn.type,
      updatedAt: undefined,
    })
    .returning({ id: nfts.id });
  if (!created) throw new Error("token not stored");
  return created;
}

/**
 * Tokens given without an order that are still ISSUING a minute after they were granted with no
 * mint on its way: their issuing job was never sent (a crash after the grant's commit). Answers
 * their ids, for the sale's sweep to send the job again.
 */
export async function grantedWithoutMint(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: nfts.id })
    .from(nfts)
    .where(
      and(
        eq(nfts.status, "ISSUING"),
        isNull(nfts.orderId),
        lt(nfts.updatedAt, sql`now() - interval '1 minute'`),
        sql`(exists (select 1 from ${claims} where ${claims.nftId} = ${nfts.id})
          or exists (select 1 from ${rsvps} where ${rsvps.nftId} = ${nfts.id})
          or exists (select 1 from ${applications} where ${applications.nftId} = ${nfts.id}))`,
        noTokenWrite(db),
      ),
    )
    .limit(1_000);
  return rows.map((r) => r.id);
}
