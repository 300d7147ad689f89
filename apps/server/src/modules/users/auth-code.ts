import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { LIMITS } from "@admit/contract/limits";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type AuthCodePurpose, authCodes } from "../../db/schema/index.ts";

/** A request lives this long; within it a new code may be mailed (each one works `codeMinutes`). */
const REQUEST_MINUTES = 15;

const sha256 = (value: string) => createHash("sha256").update(value).digest("base64url");
/** The code is hashed with its request id, so equal codes of two requests never hash alike. */
const codeHashOf = (requestId: string, code: string) => sha256(`${requestId}:${code}`);

export function newCode(): string {
  return randomInt(0, 10 ** LIMITS.twoStepCodeLength)
    .toString()
    .padStart(LIMITS.twoStepCodeLength, "0");
}

export interface CodeSettings {
  maxFailures: number;
  codeMinutes: number;
}

/** Starts a request: answers the id the client keeps and the code to mail. Earlier requests end. */
export async function createAuthCode(
  db: Db,
  input: { userId: number; purpose: AuthCodePurpose; payload?: string; codeMinutes: number },
) {
  const requestId = randomBytes(24).toString("base64url");
  const code = newCode();
  const now = Date.now();
  await db
    .update(authCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(authCodes.userId, input.userId), eq(authCodes.purpose, input.purpose), isNull(authCodes.usedAt)),
    );
  await db.insert(authCodes).values({
    id: sha256(requestId),
    userId: input.userId,
    purpose: input.purpose,
    codeHash: codeHashOf(requestId, code),
    codeExpiresAt: new Date(now + input.codeMinutes * 60_000),
    requestExpiresAt: new Date(now + REQUEST_MINUTES * 60_000),
    payload: input.payload ?? null,
  });
  return { requestId, code };
}

/** A live request (not used, not past its end), or undefined. */
export async function findAuthRequest(db: Db, requestId: string, purpose: AuthCodePurpose) {
  const [row] = await db
    .select()
    .from(authCodes)
    .where(
      and(eq(authCodes.id, sha256(requestId)), eq(authCodes.purpose, purpose), isNull(authCodes.usedAt)),
    );
  if (!row || row.requestExpiresAt.getTime() <= Date.now()) return undefined;
  return row;
}

/** Mails a new code on a live request: resets the failures and the code's time. */
export async function renewAuthCode(db: Db, requestId: string, codeMinutes: number) {
  const code = newCode();
  await db
    .update(authCodes)
    .set({
      codeHash: codeHashOf(requestId, code),
      codeExpiresAt: new Date(Date.now() + codeMinutes * 60_000),
      failures: 0,
    })
    .where(eq(authCodes.id, sha256(requestId)));
  return code;
}

export type CodeCheck =
  | { status: "ok"; userId: number; payload: string | null }
  | { status: "no-request" }
  | { status: "expired" }
  | { status: "wrong"; attemptsLeft: number };

/**
 * Checks a code once. Each check first takes one of the `maxFailures` attempts atomically, so
 * parallel guesses cannot get more tries than that; once they are used up the code stops working
 * and only a new one helps. The right code uses the request.
 */
export async function checkAuthCode(
  db: Db,
  input: { requestId: string; purpose: AuthCodePurpose; code: string },
  settings: CodeSettings,
): Promise<CodeCheck> {
  const row = await findAuthRequest(db, input.requestId, input.purpose);
  if (!row) return { status: "no-request" };
  if (row.codeExpiresAt.getTime() <= Date.now()) return { status: "expired" };
  const [attempt] = await db
    .update(authCodes)
    .set({ failures: sql`${authCodes.failures} + 1` })
    .where(
      and(eq(authCodes.id, row.id), isNull(authCodes.usedAt), lt(authCodes.failures, settings.maxFailures)),
    )
    .returning({ failures: authCodes.failures, codeHash: authCodes.codeHash });
  if (!attempt) return { status: "expired" };
  const given = Buffer.from(codeHashOf(input.requestId, input.code));
  const expected = Buffer.from(attempt.codeHash);
  if (given.length === expected.length && timingSafeEqual(given, expected)) {
    const [used] = await db
      .update(authCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(authCodes.id, row.id), isNull(authCodes.usedAt)))
      .returning({ userId: authCodes.userId, payload: authCodes.payload });
    if (!used) return { status: "no-request" };
    return { status: "ok", userId: used.userId, payload: used.payload };
  }
  if (attempt.failures >= settings.maxFailures) return { status: "expired" };
  return { status: "wrong", attemptsLeft: settings.maxFailures - attempt.failures };
}
