import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { idempotencyKeys } from "../db/schema/index.ts";
import { AppError } from "../lib/app-error.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route takes an `Idempotency-Key` header: a repeat answers the first answer, never acts twice. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request holds while it runs (set by the idempotency plugin). */
    idempotencyClaim?: { userId: number; key: string };
  }
}

/** Visible ASCII the clients' keys are made of (a UUID, `pay-…`), 8–200 characters. */
const KEY = /^[\w:.-]{8,200}$/;
/** A key whose first request has not answered in this long was left by a crash: it runs again. */
const ABANDONED_AFTER = sql`interval '2 minutes'`;

/** JSON with object keys sorted, so the same request hashes the same whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  return JSON.stringify(value ?? null);
}

/** The request a key stands for: the account, the method, the path, the query (sorted) and the body. */
function requestHash(request: FastifyRequest, userId: number): string {
  const url = new URL(request.url, "http://x");
  url.searchParams.sort();
  return createHash("sha256")
    .update(canonical([userId, request.method, url.pathname, url.search, request.body ?? null]))
    .digest("base64url");
}

/**
 * Idempotency keys, once for every route that moves money or tokens (`config: { idempotent:
 * true }`): the first request with a key runs and its answer is kept; the same request again —
 * a double tap, a retry after a lost answer, long after the payment — gets that answer back,
 * while another request under the same key is refused (422 IDEMPOTENCY_CONFLICT), as is a repeat
 * while the first still runs (409 IDEMPOTENCY_IN_PROGRESS). A 5xx or 429 answer is not kept: the
 * outcome was not decided, so a repeat runs again (the use cases are safe to repeat).
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  // Only the routes that ask for it carry the hooks: the others pay nothing per request.
  app.addHook("onRoute", (route) => {
    if (!(route.config as { idempotent?: boolean } | undefined)?.idempotent) return;
    route.preHandler = [...asArray(route.preHandler), claimKey];
    route.onSend = [...asArray(route.onSend), keepAnswer];
  });

  async function claimKey(request: FastifyRequest, reply: FastifyReply) {
    const key = request.headers["idempotency-key"];
    if (key === undefined || !request.user) return;
    if (typeof key !== "string" || !KEY.test(key))
      throw new AppError("VALIDATION", { field: "Idempotency-Key" });
    const userId = request.user.id;
    const hash = requestHash(request, userId);
    const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
    const [claimed] = await app.db
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash: hash })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: { claimedAt: sql`now()` },
        where: sql`${idempotencyKeys.statusCode} is null and ${idempotencyKeys.requestHash} = ${hash}
          and ${idempotencyKeys.claimedAt} < now() - ${ABANDONED_AFTER}`,
      })
      .returning({ key: idempotencyKeys.key });
    if (claimed) {
      request.idempotencyClaim = { userId, key };
      return;
    }
    const [first] = await app.db.select().from(idempotencyKeys).where(mine);
    if (!first || first.requestHash !== hash) throw new AppError("IDEMPOTENCY_CONFLICT");
    if (first.statusCode === null || first.body === null) throw new AppError("IDEMPOTENCY_IN_PROGRESS");
    return replay(reply, first.statusCode, first.body);
  }

  async function keepAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = undefined;
    const mine = and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));
    const decided = reply.statusCode < 500 && reply.statusCode !== 429 && typeof payload === "string";
    if (decided)
      await app.db
        .update(idempotencyKeys)
        .set({ statusCode: reply.statusCode, body: payload as string })
        .where(mine);
    else await app.db.delete(idempotencyKeys).where(mine);
    return payload;
  }
});

const asArray = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

function replay(reply: FastifyReply, statusCode: number, body: string) {
  return reply
    .code(statusCode)
    .header("content-type", "application/json; charset=utf-8")
    .header("idempotent-replayed", "true")
    .send(body);
}
