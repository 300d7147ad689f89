import { createHash, randomBytes } from "node:crypto";
import type { TDraw } from "@admit/contract/claims";
import { drawWinners, listHash } from "@admit/contract/draw";
import { cltnNameIn } from "@admit/contract/organiser-texts";
import { and, asc, eq, gt, inArray, isNull, lte, notExists, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { lockNamed } from "../../db/queries/locks.ts";
import { applications, cltns, lotteryDraws, nfts, users } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { claimResultMail } from "../../integrations/mail/templates/claim-results.ts";
import { enqueueIssueTokens } from "../../jobs/issue-token-job.ts";
import { MAIL_QUEUE, MAIL_RETRY } from "../../jobs/mail-job.ts";
import { jobIdOf } from "../../jobs/queue.ts";
import { AppError } from "../../lib/app-error.ts";
import { grantToken, nextSerial, takeGroupStock } from "../nfts/grant-token.ts";
import { loadEvent } from "./event-summary.ts";
import { notifyGranted } from "./tell-holder.ts";

export const sha256Hex = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * Every lottery gets its secret seed as soon as it exists — before its applications open — and
 * publishes only the seed's hash until the announcement. Answers how many it made.
 */
export async function seedDraws(db: Db): Promise<number> {
  const missing = await db
    .select({ id: cltns.id })
    .from(cltns)
    .where(
      and(
        eq(cltns.kind, "APPLICATION"),
        notExists(
          db.select({ id: lotteryDraws.cltnId }).from(lotteryDraws).where(eq(lotteryDraws.cltnId, cltns.id)),
        ),
      ),
    );
  for (const { id } of missing) {
    const seed = randomBytes(32).toString("hex");
    await db
      .insert(lotteryDraws)
      .values({ cltnId: id, seed, seedHash: sha256Hex(seed) })
      .onConflictDoNothing();
  }
  return missing.length;
}

/** GET /discover/cltns/{cltnId}/apply/draw: what anyone needs to recompute the winners, as far as it is published. */
export async function getDraw(db: Db, cltnId: number): Promise<TDraw> {
  const event = await loadEvent(db, cltnId, "APPLICATION");
  await seedDraws(db);
  const [draw] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.cltnId, cltnId));
  if (!draw) throw new AppError("1003", { data: { cltnId } });
  const announceAt = event.cltn.announceAt ?? event.cltn.saleEndAt;
  return {
    algorithm: "sha256-rank-v1",
    seedHash: draw.seedHash,
    seed: draw.drawnAt ? draw.seed : null,
    listHash: draw.listHash,
    entries: draw.closedAt ? (draw.entries ?? []) : null,
    winnersCount: event.group.totalCnt,
    winners: draw.drawnAt ? (draw.winners ?? []) : null,
    closesAt: event.cltn.saleEndAt.toISOString(),
    announceAt: announceAt.toISOString(),
    drawnAt: draw.drawnAt?.toISOString() ?? null,
  };
}

/**
 * Applications closed: the list is frozen — its entries sorted and hashed, and published — before
 * the draw, so nobody can be added or removed after. Answers the lotteries it closed.
 */
export async function closeDueLists(db: Db): Promise<number[]> {
  const due = await db
    .select({ id: cltns.id })
    .from(cltns)
    .innerJoin(lotteryDraws, eq(lotteryDraws.cltnId, cltns.id))
    .where(
      and(eq(cltns.kind, "APPLICATION"), lte(cltns.saleEndAt, sql`now()`), isNull(lotteryDraws.closedAt)),
    );
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      // Applications of this lottery wait for the close (apply.ts takes the same lock).
      await lockNamed(tx, `lottery:${id}`);
      const entries = (
        await tx.select({ entry: applications.entry }).from(applications).where(eq(applications.cltnId, id))
      )
        .map((r) => r.entry)
        .sort();
      await tx
        .update(lotteryDraws)
        .set({ entries, listHash: listHash(sha256Hex, entries), closedAt: sql`now()` })
        .where(and(eq(lotteryDraws.cltnId, id), isNull(lotteryDraws.closedAt)));
    });
  }
  return due.map((d) => d.id);
}

/**
 * At the announcement: draws the winners from the published seed and list (drawWinners), mints a
 * ticket to each winner (their application card becomes the token), marks the others' cards FAIL,
 * publishes the seed, and tells everyone in the app and by mail. Once: the draw row is stamped in
 * the same transaction. Answers the lotteries it drew.
 */
export async function runDueDraws(deps: Pick<Deps, "db" | "queue" | "config">): Promise<number[]> {
  const due = await deps.db
    .select({ id: cltns.id })
    .from(cltns)
    .innerJoin(lotteryDraws, eq(lotteryDraws.cltnId, cltns.id))
    .where(
      and(
        eq(cltns.kind, "APPLICATION"),
        lte(sql`coalesce(${cltns.announceAt}, ${cltns.saleEndAt})`, sql`now()`),
        sql`${lotteryDraws.closedAt} is not null`,
        isNull(lotteryDraws.mailedAt),
      ),
    );
  const drawn: number[] = [];
  for (const { id } of due) {
    if (await drawLottery(deps, id)) drawn.push(id);
    // Drawn now, or by a process that died before its mails: the mails are queued (once each).
    await mailResults(deps, id);
  }
  return drawn;
}

/**
 * Draws one closed lottery (the announcement job's first half): answers false when it was drawn
 * already. Its result mails are the second half (mailResults).
 */
export async function drawLottery(deps: Pick<Deps, "db" | "queue">, cltnId: number): Promise<boolean> {
  const event = await loadEvent(deps.db, cltnId, "APPLICATION");
  const result = await deps.db.transaction(async (tx) => {
    await lockNamed(tx, `lottery:${cltnId}`);
    const [draw] = await tx
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.cltnId, cltnId), isNull(lotteryDraws.drawnAt)));
    if (!draw?.closedAt) return undefined;
    const entries = draw.entries ?? [];
    const drawn = drawWinners(sha256Hex, draw.seed, entries, event.group.totalCnt);
    const apps = await tx
      .select()
      .from(applications)
      .where(
        and(eq(applications.cltnId, cltnId), inArray(applications.entry, drawn.length > 0 ? drawn : [""])),
      );
    const byEntry = new Map(apps.map((a) => [a.entry, a]));
    const granted: number[] = [];
    // The winners are numbered in draw order, under one take of the collection's serial lock.
    let serial = (await nextSerial(tx, cltnId)) - 1;
    for (const entry of drawn) {
      const app = byEntry.get(entry);
      if (!app?.nftId || !(await takeGroupStock(tx, event.group.id))) continue;
      const token = await grantToken(tx, {
        groupId: event.group.id,
        userId: app.userId,
        answers: app.answers,
        existing: app.nftId,
        serial: ++serial,
      });
      await notifyGranted(tx, token.id);
      granted.push(token.id);
    }
    await tx
      .update(applications)
      .set({
        result: sql`case when ${applications.entry} = any(${`{${drawn.join(",")}}`}::text[]) then 'WON' else 'LOST' end`,
        updatedAt: sql`now()`,
      })
      .where(eq(applications.cltnId, cltnId));
    // The others' cards say they were not drawn.
    await tx
      .update(nfts)
      .set({ status: "FAIL", updatedAt: sql`now()` })
      .where(
        and(
          eq(nfts.status, "WAITING_WINNER"),
          inArray(
            nfts.id,
            tx
              .select({ id: sql`${applications.nftId}` })
              .from(applications)
              .where(and(eq(applications.cltnId, cltnId), eq(applications.result, "LOST"))),
          ),
        ),
      );
    await tx
      .update(lotteryDraws)
      .set({ winners: drawn, drawnAt: sql`now()` })
      .where(eq(lotteryDraws.cltnId, cltnId));
    return { granted };
  });
  if (!result) return false;
  await enqueueIssueTokens(deps.queue, result.granted);
  return true;
}

/**
 * Every applicant of a drawn lottery is mailed the result, a page of mails at a time (a lottery may
 * have 100,000); each mail is queued once, whatever the retries.
 */
export async function mailResults(deps: Pick<Deps, "db" | "queue" | "config">, cltnId: number) {
  const [cltn = { name: "", extra: {} }] = await deps.db
    .select({ name: cltns.name, extra: cltns.extra })
    .from(cltns)
    .where(eq(cltns.id, cltnId));
  const base = deps.config.publicUrl.replace(/\/$/, "");
  let after = 0;
  for (;;) {
    const page = await deps.db
      .select({ app: applications, email: users.email, language: users.language })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.userId))
      .where(and(eq(applications.cltnId, cltnId), gt(applications.id, after)))
      .orderBy(asc(applications.id))
      .limit(1_000);
    if (page.length === 0) break;
    after = page[page.length - 1]?.app.id ?? after;
    await deps.queue.insert(
      page.map(({ app, email, language }) => {
        const won = app.result === "WON";
        return {
          name: MAIL_QUEUE,
          id: jobIdOf("lottery-result-mail", String(app.id)),
          ...MAIL_RETRY,
          data: claimResultMail(won ? "won" : "lost", {
            to: email,
            lang: language,
            event: cltnNameIn(cltn, language),
            link: won && app.nftId ? `${base}/nft/${app.nftId}` : `${base}/discover/detail/${cltnId}`,
          }),
        };
      }),
    );
  }
  await deps.db.update(lotteryDraws).set({ mailedAt: sql`now()` }).where(eq(lotteryDraws.cltnId, cltnId));
}
