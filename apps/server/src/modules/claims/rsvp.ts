import type { TRsvpRequest, TRsvpView } from "@admit/contract/claims";
import type { Language } from "@admit/contract/i18n";
import { cltnNameIn } from "@admit/contract/organiser-texts";
import { and, asc, count, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { lockNamed } from "../../db/queries/locks.ts";
import { cltns, nftHistories, nfts, rsvps, users } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { claimResultMail } from "../../integrations/mail/templates/claim-results.ts";
import { enqueueIssueTokens } from "../../jobs/issue-token-job.ts";
import { enqueueMail, MAIL_QUEUE, MAIL_RETRY } from "../../jobs/mail-job.ts";
import { jobIdOf } from "../../jobs/queue.ts";
import { AppError } from "../../lib/app-error.ts";
import { tokenHeldBy } from "../../policies/token-holder.ts";
import { burnTakenBack } from "../nfts/burn-taken-back.ts";
import { grantToken, returnGroupStock, takeGroupStock } from "../nfts/grant-token.ts";
import { checkAnswers, eventIn, loadEvent } from "./event-summary.ts";
import { notifyGranted } from "./tell-holder.ts";

type RsvpDeps = Pick<Deps, "db" | "queue" | "issuer" | "config" | "log">;

/** A GOING answer's ticket may be given back only while nothing else happened to it. */
const GIVE_BACK = ["ISSUING", "ISSUE_FAIL", "ACTIVE", "QTNR_REQUIRED"] as const;

/**
 * GET /cltns/{id}/rsvp: a free event's RSVP — its capacity (its one product's stock), who is going
 * and waiting, whether answers are open (from the collection's sale start to its deadline, the
 * sale's end), its questionnaire, and the viewer's answer with their place on the waiting list.
 */
export async function getRsvp(
  db: Db,
  cltnId: number,
  userId: number | undefined,
  lang: Language,
): Promise<TRsvpView> {
  const event = await loadEvent(db, cltnId, "RSVP");
  const shown = eventIn(event, lang);
  const counts = await db
    .select({ state: rsvps.state, n: count() })
    .from(rsvps)
    .where(eq(rsvps.cltnId, cltnId))
    .groupBy(rsvps.state);
  const of = (state: string) => counts.find((c) => c.state === state)?.n ?? 0;
  const [mine] = userId
    ? await db
        .select()
        .from(rsvps)
        .where(and(eq(rsvps.cltnId, cltnId), eq(rsvps.userId, userId)))
    : [];
  let position: number | null = null;
  if (mine?.state === "WAITING" && mine.waitingSince) {
    const [ahead] = await db
      .select({ n: count() })
      .from(rsvps)
      .where(
        and(
          eq(rsvps.cltnId, cltnId),
          eq(rsvps.state, "WAITING"),
          sql`(${rsvps.waitingSince}, ${rsvps.id}) < (${mine.waitingSince.toISOString()}::timestamptz, ${mine.id})`,
        ),
      );
    position = (ahead?.n ?? 0) + 1;
  }
  const now = new Date();
  return {
    cltn: { ...shown.summary, description: shown.description },
    opensAt: event.cltn.saleStartAt.toISOString(),
    deadline: event.cltn.saleEndAt.toISOString(),
    capacity: event.group.totalCnt,
    going: of("GOING"),
    waiting: of("WAITING"),
    open: now >= event.cltn.saleStartAt && now < event.cltn.saleEndAt && !event.cltn.cancelledAt,
    qtnr: shown.items ? { items: shown.items } : null,
    mine: mine
      ? {
          state: mine.state,
          position,
          nftId: mine.nftId,
          answers: mine.answers,
          updatedAt: mine.updatedAt.toISOString(),
        }
      : null,
  };
}

/**
 * PUT /cltns/{id}/rsvp. Yes: a ticket while places are left (minted after the commit), else a
 * place on the waiting list; a yes again updates the answers. No: a GOING answer gives its ticket
 * back (burned on chain) and the first on the waiting list gets the place, told in the app and by
 * mail. 3101 before answers open, 3106 after the deadline.
 */
export async function answerRsvp(
  deps: RsvpDeps,
  userId: number,
  cltnId: number,
  input: TRsvpRequest,
  lang: Language,
): Promise<TRsvpView> {
  const event = await loadEvent(deps.db, cltnId, "RSVP");
  const now = new Date();
  if (now >= event.cltn.saleEndAt || event.cltn.cancelledAt)
    throw new AppError("3106", { data: { deadline: event.cltn.saleEndAt } });
  if (now < event.cltn.saleStartAt) throw new AppError("3101", { data: { opensAt: event.cltn.saleStartAt } });
  const answers =
    input.answer === "YES" && event.items ? checkAnswers(event.items, input.answers ?? {}) : null;

  const outcome = await deps.db.transaction(async (tx) => {
    // One RSVP of an event changes at a time: places and the waiting list's order stay exact.
    await lockNamed(tx, `rsvp:${cltnId}`);
    const [mine] = await tx
      .select()
      .from(rsvps)
      .where(and(eq(rsvps.cltnId, cltnId), eq(rsvps.userId, userId)));
    return input.answer === "YES"
      ? answerYes(tx, event, userId, mine, answers)
      : answerNo(tx, event, userId, mine);
  });

  await enqueueIssueTokens(deps.queue, outcome.granted);
  // Should this fail or the process stop first, the sale's sweep burns it (takenBackUnburned).
  if (outcome.burn !== undefined) await burnTakenBack(deps, [outcome.burn]);
  if (outcome.promoted !== undefined) await tellPromoted(deps, event, outcome.promoted, outcome.granted[0]);
  return getRsvp(deps.db, cltnId, userId, lang);
}

type RsvpEvent = Awaited<ReturnType<typeof loadEvent>>;
type Rsvp = typeof rsvps.$inferSelect;
/** What an answer changed, for after the commit: tokens to mint, one to burn, who got a place. */
type RsvpOutcome = { granted: number[]; burn?: number; promoted?: number };

/** Yes: a ticket while places are left, else a place on the waiting list; a yes again updates the answers. */
async function answerYes(
  tx: Tx,
  event: RsvpEvent,
  userId: number,
  mine: Rsvp | undefined,
  answers: Record<string, unknown> | null,
): Promise<RsvpOutcome> {
  if (mine?.state === "GOING" || mine?.state === "WAITING") {
    await tx.update(rsvps).set({ answers, updatedAt: sql`now()` }).where(eq(rsvps.id, mine.id));
    if (mine.state === "GOING" && mine.nftId && answers)
      await tx.update(nfts).set({ qtnrInfo: answers }).where(eq(nfts.id, mine.nftId));
    return { granted: [] };
  }
  const place = await takeGroupStock(tx, event.group.id);
  const token = place ? await grantToken(tx, { groupId: event.group.id, userId, answers }) : undefined;
  const values = {
    state: token ? ("GOING" as const) : ("WAITING" as const),
    nftId: token?.id ?? null,
    answers,
    waitingSince: token ? null : sql`now()`,
    updatedAt: sql`now()`,
  };
  if (mine) await tx.update(rsvps).set(values).where(eq(rsvps.id, mine.id));
  else await tx.insert(rsvps).values({ cltnId: event.cltn.id, userId, ...values });
  return { granted: token ? [token.id] : [] };
}

/** No: a GOING answer gives its ticket back, and the first on the waiting list takes the place. */
async function answerNo(
  tx: Tx,
  event: RsvpEvent,
  userId: number,
  mine: Rsvp | undefined,
): Promise<RsvpOutcome> {
  const outcome: RsvpOutcome = { granted: [] };
  if (mine?.state === "GOING" && mine.nftId) {
    const [taken] = await tx
      .update(nfts)
      .set({ status: "EXPIRED", ownerId: null, updatedAt: sql`now()` })
      .where(and(eq(nfts.id, mine.nftId), tokenHeldBy(userId), inArray(nfts.status, [...GIVE_BACK])))
      .returning({ id: nfts.id });
    // Used, sent or listed meanwhile: the ticket is no longer this answer's to give back.
    if (!taken) throw new AppError("NOT_TRANSFERABLE", { data: { reason: "rsvp" } });
    await tx
      .insert(nftHistories)
      .values({ nftId: taken.id, type: "EXPIRED", actorId: userId, detail: { rsvp: "NO" } });
    outcome.burn = taken.id;
    await returnGroupStock(tx, event.group.id);
    // The first on the waiting list takes the place.
    const [next] = await tx
      .select()
      .from(rsvps)
      .where(and(eq(rsvps.cltnId, event.cltn.id), eq(rsvps.state, "WAITING")))
      .orderBy(asc(rsvps.waitingSince), asc(rsvps.id))
      .limit(1);
    if (next && (await takeGroupStock(tx, event.group.id))) {
      const token = await grantToken(tx, {
        groupId: event.group.id,
        userId: next.userId,
        answers: next.answers,
      });
      await tx
        .update(rsvps)
        .set({ state: "GOING", nftId: token.id, waitingSince: null, updatedAt: sql`now()` })
        .where(eq(rsvps.id, next.id));
      await notifyGranted(tx, token.id);
      outcome.granted.push(token.id);
      outcome.promoted = next.userId;
    }
  }
  const values = { state: "DECLINED" as const, nftId: null, waitingSince: null, updatedAt: sql`now()` };
  if (mine) await tx.update(rsvps).set(values).where(eq(rsvps.id, mine.id));
  else await tx.insert(rsvps).values({ cltnId: event.cltn.id, userId, ...values });
  return outcome;
}

/** The one who took a freed place is told by mail, in their language. */
async function tellPromoted(deps: RsvpDeps, event: RsvpEvent, promoted: number, nftId: number | undefined) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, promoted));
  if (user && nftId)
    await enqueueMail(
      deps.queue,
      claimResultMail("promoted", {
        to: user.email,
        lang: user.language,
        event: cltnNameIn(event.cltn, user.language),
        link: `${deps.config.publicUrl.replace(/\/$/, "")}/nft/${nftId}`,
      }),
      undefined,
      jobIdOf("rsvp-promoted-mail", String(nftId)),
    );
}

/**
 * At an RSVP's deadline, everyone still on its waiting list is told by mail that no place opened
 * up, once (the minute's sweep). Answers how many were told.
 */
export async function tellWaitingAtDeadline(deps: Pick<Deps, "db" | "queue" | "config">): Promise<number> {
  const waiting = await deps.db
    .select({
      rsvp: rsvps,
      email: users.email,
      language: users.language,
      cltn: { name: cltns.name, extra: cltns.extra },
    })
    .from(rsvps)
    .innerJoin(cltns, eq(cltns.id, rsvps.cltnId))
    .innerJoin(users, eq(users.id, rsvps.userId))
    .where(and(eq(rsvps.state, "WAITING"), isNull(rsvps.closedNoticeAt), lte(cltns.saleEndAt, sql`now()`)))
    .limit(1_000);
  if (waiting.length === 0) return 0;
  const base = deps.config.publicUrl.replace(/\/$/, "");
  await deps.queue.insert(
    waiting.map(({ rsvp, email, language, cltn }) => ({
      name: MAIL_QUEUE,
      id: jobIdOf("rsvp-closed-mail", String(rsvp.id)),
      ...MAIL_RETRY,
      data: claimResultMail("waitedInVain", {
        to: email,
        lang: language,
        event: cltnNameIn(cltn, language),
        link: `${base}/rsvp/${rsvp.cltnId}`,
      }),
    })),
  );
  await deps.db
    .update(rsvps)
    .set({ closedNoticeAt: sql`now()` })
    .where(
      inArray(
        rsvps.id,
        waiting.map((w) => w.rsvp.id),
      ),
    );
  return waiting.length;
}
