import { randomBytes } from "node:crypto";
import { fullYearsOld } from "@admit/contract/account-rules";
import type { Language } from "@admit/contract/i18n";
import { LIMITS } from "@admit/contract/limits";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { identityChecks, users } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { AppError } from "../../lib/app-error.ts";

/** A path of this app to come back to; anything else goes home (no open redirect). */
export const safeNext = (next: string | undefined) =>
  next?.startsWith("/") && !next.startsWith("//") && !/[\\\s]/.test(next) ? next : "/";

/** POST /identity/start: opens a check for the customer and answers where the provider's page is, in `lang`. */
export async function startIdentityCheck(
  deps: Pick<Deps, "db" | "identity">,
  userId: number,
  lang: Language,
  next?: string,
) {
  const id = `idc_${randomBytes(18).toString("base64url")}`;
  await deps.db.insert(identityChecks).values({
    id,
    userId,
    next: safeNext(next),
    expiresAt: new Date(Date.now() + 15 * 60_000),
  });
  return { redirectUrl: await deps.identity.start(id, lang) };
}

/**
 * GET /identity/callback: the provider sent the browser back. What it verified is asked of the
 * provider (never read from the browser); the account keeps the birth date, and the customer
 * goes back to where they were with `identity=verified`, `identity=underAge` or `identity=failed`.
 */
export async function completeIdentityCheck(
  deps: Pick<Deps, "db" | "identity">,
  params: Record<string, string | undefined>,
) {
  const checkId = await deps.identity.checkIdOf(params);
  if (!checkId) return "/?identity=failed";
  const [check] = await deps.db
    .select()
    .from(identityChecks)
    .where(and(eq(identityChecks.id, checkId), eq(identityChecks.status, "STARTED")));
  if (!check || check.expiresAt.getTime() < Date.now()) return "/?identity=failed";
  const verified = await deps.identity.result(checkId, params);
  const back = (outcome: string) => `${check.next}${check.next.includes("?") ? "&" : "?"}identity=${outcome}`;
  if (!verified) {
    await deps.db.update(identityChecks).set({ status: "FAILED" }).where(eq(identityChecks.id, checkId));
    return back("failed");
  }
  await deps.db.transaction(async (tx) => {
    await tx.update(identityChecks).set({ status: "VERIFIED" }).where(eq(identityChecks.id, checkId));
    await tx
      .update(users)
      .set({ birthDate: verified.birthDate, identityVerifiedAt: sql`now()` })
      .where(eq(users.id, check.userId));
  });
  return back(fullYearsOld(verified.birthDate, new Date()) >= LIMITS.adultMinAge ? "verified" : "underAge");
}

/** What the account's verified birth date says of an adult (19+) event on its own calendar. */
async function adultCheck(
  db: Db,
  userId: number,
  timeZone: string,
): Promise<"VERIFY" | "UNDER_AGE" | "ADULT"> {
  const [user] = await db
    .select({ birthDate: users.birthDate, verifiedAt: users.identityVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.birthDate || !user.verifiedAt) return "VERIFY";
  return fullYearsOld(user.birthDate, new Date(), timeZone) < LIMITS.adultMinAge ? "UNDER_AGE" : "ADULT";
}

const underAge = () => new AppError("UNDER_AGE", { data: { age: LIMITS.adultMinAge } });

/**
 * Adult (19+) collections: the buyer must have a verified birth date (ADULT_ONLY with reason VERIFY)
 * and be 19 or over (UNDER_AGE).
 */
export async function assertAdultBuyer(db: Db, userId: number, timeZone: string) {
  const check = await adultCheck(db, userId, timeZone);
  if (check === "VERIFY") throw new AppError("ADULT_ONLY", { data: { reason: "VERIFY" } });
  if (check === "UNDER_AGE") throw underAge();
}

/**
 * The steps before buying (dates, groups, prices) of an adult collection: open to someone yet to
 * verify (the wizard sends them to the check first), refused (UNDER_AGE) to a customer the check
 * found under 19, so the first step says so rather than the payment.
 */
export async function refuseUnderAge(db: Db, userId: number | undefined, timeZone: string) {
  if (userId !== undefined && (await adultCheck(db, userId, timeZone)) === "UNDER_AGE") throw underAge();
}
