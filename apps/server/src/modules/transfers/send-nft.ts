import { formatDate } from "@admit/contract/datetime";
import { SEND_CLAIM_DAYS, SENDS_PER_DAY, type TSendInfo } from "@admit/contract/transfers";
import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { cltns, cltnTimes, nftGroups, nfts, nftTransfers, users } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { ticketClaimMail } from "../../integrations/mail/templates/ticket-transfer.ts";
import { enqueueMail } from "../../jobs/mail-job.ts";
import { jobIdOf } from "../../jobs/queue.ts";
import { AppError } from "../../lib/app-error.ts";
import { nameIn } from "../../lib/organiser-names.ts";
import { newReceiveCode } from "../../lib/receive-code.ts";
import { moveBlockedReason, tradeClosesAt } from "../../policies/may-move-token.ts";
import { tokenHeldBy } from "../../policies/token-holder.ts";
import { type MoveDeps, moveTransfer } from "./move-token.ts";
import { receiveUrl, sendInfoOf, type Transfer } from "./transfer-view.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sends the account started in the last 24 hours (its sender row locked by the caller). A code
 * send cancelled before anyone took it reached no one and counts for nothing; a send to an
 * address counts even cancelled, since its mail went out (the limit keeps claim mails from
 * becoming a spam relay).
 */
export async function sendsToday(db: Tx | MoveDeps["db"], userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(nftTransfers)
    .where(
      and(
        eq(nftTransfers.senderId, userId),
        gt(nftTransfers.createdAt, sql`now() - interval '1 day'`),
        sql`not (${nftTransfers.status} = 'CANCELLED' and ${nftTransfers.method} = 'CODE')`,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Starts a send of the holder's token (spec §4 Send): to an e-mail — a member receives it at once,
 * anyone else gets a claim link by mail — or, with no e-mail, to whoever is shown its code. In one
 * transaction under the token's lock: the token may move (policies/may-move-token), the account has
 * sends left today, the token becomes SENDING and its transfer count goes up (codes shown before
 * are refused at the door from this moment). Then the move goes to the chain (a member) or the mail
 * to the outbox. An unclaimed send returns after 7 days or when the doors open.
 */
export async function sendNft(
  deps: MoveDeps & Pick<Deps, "tokenGuard">,
  userId: number,
  nftId: number,
  body: { email?: string } | undefined,
): Promise<TSendInfo> {
  const email = body?.email;
  const transfer = await deps.db.transaction(async (tx) => {
    const [sender] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .for("no key update");
    if (!sender) throw new AppError("UNAUTHORIZED");
    if (email && email === sender.email.toLowerCase()) throw new AppError("SEND_TO_SELF", { field: "email" });
    const [row] = await deps.tokenGuard.readLocked(tx, { ids: [nftId] }, () =>
      tx
        .select({
          nft: nfts,
          cltn: cltns,
          time: { startAt: cltnTimes.startAt, endAt: cltnTimes.endAt, openAt: cltnTimes.openAt },
        })
        .from(nfts)
        .innerJoin(cltns, eq(cltns.id, nfts.cltnId))
        .leftJoin(cltnTimes, eq(cltnTimes.id, nfts.cltnTimeId))
        .where(and(eq(nfts.id, nftId), tokenHeldBy(userId))),
    );
    if (!row) throw new AppError("4505");
    const reason = moveBlockedReason(row);
    if (reason) throw new AppError("NOT_TRANSFERABLE", { data: { reason } });
    if ((await sendsToday(tx, userId)) >= SENDS_PER_DAY)
      throw new AppError("SEND_LIMIT", { data: { limit: SENDS_PER_DAY } });
    const receiver = email
      ? (
          await tx
            .select({ id: users.id })
            .from(users)
            .where(and(sql`lower(${users.email}) = ${email}`, isNull(users.deletedAt)))
        )[0]
      : undefined;
    const closes = tradeClosesAt(row);
    const week = new Date(Date.now() + SEND_CLAIM_DAYS * DAY_MS);
    const [made] = await tx
      .insert(nftTransfers)
      .values({
        nftId,
        senderId: userId,
        receiverId: receiver?.id ?? null,
        method: email ? "EMAIL" : "CODE",
        email: email ?? null,
        code: newReceiveCode(),
        status: receiver ? "MOVING" : "PENDING",
        expiresAt: closes && closes < week ? closes : week,
      })
      .returning();
    await tx
      .update(nfts)
      .set({ status: "SENDING", transferCount: sql`${nfts.transferCount} + 1`, updatedAt: sql`now()` })
      .where(eq(nfts.id, nftId));
    return made as Transfer;
  });
  if (transfer.status === "MOVING") await moveTransfer(deps, transfer.id);
  else if (transfer.method === "EMAIL") await mailClaimLink(deps, transfer);
  const [now] = await deps.db.select().from(nftTransfers).where(eq(nftTransfers.id, transfer.id));
  return sendInfoOf(deps.db, deps.config.publicUrl, now ?? transfer);
}

/** The claim link to an address with no account yet, in the sender's language; `again` for a resend. */
export async function mailClaimLink(deps: MoveDeps, transfer: Transfer, again?: string): Promise<void> {
  if (!transfer.email) return;
  const [row] = await deps.db
    .select({
      sender: users.name,
      language: users.language,
      ticket: { name: nfts.name, names: nftGroups.names },
      timeZone: cltns.timeZone,
    })
    .from(nftTransfers)
    .innerJoin(users, eq(users.id, nftTransfers.senderId))
    .innerJoin(nfts, eq(nfts.id, nftTransfers.nftId))
    .leftJoin(nftGroups, eq(nftGroups.id, nfts.nftGroupId))
    .innerJoin(cltns, eq(cltns.id, nfts.cltnId))
    .where(eq(nftTransfers.id, transfer.id));
  if (!row) return;
  // In the event's zone, named: the mail may be read anywhere.
  const until = formatDate(transfer.expiresAt, row.language, { time: true, timeZone: row.timeZone });
  const mail = ticketClaimMail({
    to: transfer.email,
    lang: row.language,
    sender: row.sender,
    ticket: nameIn(row.ticket, row.language),
    link: receiveUrl(deps.config.publicUrl, transfer.code),
    until,
  });
  await enqueueMail(
    deps.queue,
    mail,
    undefined,
    jobIdOf("ticket-claim-mail", String(transfer.id), again ?? ""),
  );
}
