import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error.ts";

/**
 * Control characters no field of ours takes: C0 controls and DEL, except tab, line feed and
 * carriage return (multi-line text such as an address detail or a questionnaire answer).
 * PostgreSQL refuses NUL in text and jsonb outright; the others have no place in a name, a
 * code or a key, and would reach mails, logs and other people's screens.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this check's job
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** A UTF-16 half without its other half: not a character, and not valid UTF-8 once encoded. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const DEPTH = 32;

/** The path of the first string (a value or an object key) carrying such a character, if any. */
function firstBadString(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === "string") return CONTROL.test(value) || LONE_SURROGATE.test(value) ? path : undefined;
  if (value === null || typeof value !== "object" || depth > DEPTH) return undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const bad = firstBadString(item, path ? `${path}.${i}` : String(i), depth + 1);
      if (bad) return bad;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (CONTROL.test(key) || LONE_SURROGATE.test(key)) return path || "_";
    const bad = firstBadString(item, at, depth + 1);
    if (bad) return bad;
  }
  return undefined;
}

/**
 * One check for the whole request, before any route sees it: a control character anywhere in
 * the path parameters, the query or the body — nested ones included, as questionnaire answers
 * reach jsonb untyped — is VALIDATION on that field (`valid.invalid`), never a database error.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("preValidation", (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = firstBadString(part, "");
      if (field !== undefined) {
        const name = field || "_";
        return done(
          new AppError("VALIDATION", { field: name, data: { fields: { [name]: "valid.invalid" } } }),
        );
      }
    }
    done();
  });
});
