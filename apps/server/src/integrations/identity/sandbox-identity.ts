import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { identityChecks } from "../../db/schema/index.ts";
import { escapeHtml, page } from "../sandbox-page.ts";
import { IDENTITY_CALLBACK_PATH, type IdentityProvider, SANDBOX_IDENTITY_PATH } from "./identity-provider.ts";

/** The sandbox provider: what the tester enters on its page is what it verified. */
export function createSandboxIdentity(db: Db): IdentityProvider {
  return {
    name: "sandbox",
    start: async (checkId) => `${SANDBOX_IDENTITY_PATH}/${encodeURIComponent(checkId)}`,
    checkIdOf: async (params) => params.id,
    async result(checkId) {
      const [check] = await db.select().from(identityChecks).where(eq(identityChecks.id, checkId));
      return check?.birthDate ? { birthDate: check.birthDate } : undefined;
    },
  };
}

/** YYYYMMDD of a real calendar date in the past, as YYYY-MM-DD; undefined otherwise. */
export function parseBirth(value: string, now = new Date()): string | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(value.trim());
  if (!m) return undefined;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso || date > now) return undefined;
  return iso;
}

const ZParams = z.object({ id: z.string().regex(/^idc_[\w-]{8,64}$/) });

/**
 * The sandbox provider's page (`/sandbox/identity/{id}`): a form for the birth date (8 digits,
 * as spec §9), Verify sends the browser to our callback; Cancel too, unverified.
 */
export const sandboxIdentityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_r, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const html = (status: number, body: string) => ({ status, body });
  const form = (id: string, error?: string) =>
    page(
      "en",
      "Identity check",
      `<h1>Identity check</h1>
<p class="notice">A sandbox stand-in for the identity provider: enter the date of birth it would have verified.</p>
<form method="post" action="${escapeHtml(`${SANDBOX_IDENTITY_PATH}/${id}`)}">
<label for="birth">Date of birth (YYYYMMDD)</label>
<input id="birth" name="birth" inputmode="numeric" maxlength="8" autocomplete="bday" required>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<button type="submit" class="primary" name="choice" value="verify">Verify</button>
</form>
<form method="post" action="${escapeHtml(`${SANDBOX_IDENTITY_PATH}/${id}`)}"><button type="submit" class="quiet" name="choice" value="cancel">Cancel</button></form>`,
    );
  const send = (reply: import("fastify").FastifyReply, r: { status: number; body: string }) =>
    reply
      .status(r.status)
      .header("cache-control", "no-store")
      .header("referrer-policy", "same-origin")
      .type("text/html; charset=utf-8")
      .send(r.body);

  app.get("/:id", { schema: { hide: true, params: ZParams } }, async (request, reply) => {
    const [check] = await app.db
      .select()
      .from(identityChecks)
      .where(and(eq(identityChecks.id, request.params.id), eq(identityChecks.status, "STARTED")));
    if (!check || check.expiresAt.getTime() < Date.now())
      return send(reply, html(404, page("en", "Not found", "<h1>This check is over</h1>")));
    return send(reply, html(200, form(check.id)));
  });
  app.post(
    "/:id",
    {
      schema: {
        hide: true,
        params: ZParams,
        body: z.object({ birth: z.string().max(20).optional(), choice: z.enum(["verify", "cancel"]) }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const [check] = await app.db
        .select()
        .from(identityChecks)
        .where(and(eq(identityChecks.id, id), eq(identityChecks.status, "STARTED")));
      if (!check || check.expiresAt.getTime() < Date.now())
        return send(reply, html(404, page("en", "Not found", "<h1>This check is over</h1>")));
      if (request.body.choice === "verify") {
        const birthDate = parseBirth(request.body.birth ?? "");
        if (!birthDate)
          return send(reply, html(400, form(id, "Enter a real date of birth as 8 digits, e.g. 19990131.")));
        await app.db.update(identityChecks).set({ birthDate }).where(eq(identityChecks.id, id));
      }
      return reply
        .header("cache-control", "no-store")
        .redirect(`${IDENTITY_CALLBACK_PATH}?id=${encodeURIComponent(id)}`, 303);
    },
  );
};
