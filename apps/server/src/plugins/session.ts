import { SESSION_HINT_COOKIE } from "@admit/contract/session-hint";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error.ts";
import { originOf } from "../lib/request-origin.ts";
import { findSessionUser } from "../modules/sessions/find-session-user.ts";
import { clearSessionHint, setSessionHint } from "../modules/sessions/session-cookie.ts";
import { SESSION_COOKIE } from "../modules/sessions/session-token.ts";

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Resolves the session cookie to a user on API requests, and refuses a state-changing request
 * that does not come from one of this app's own pages: its Origin (or Referer) must be one of
 * the allowed origins (PUBLIC_URL's, ALLOWED_ORIGINS, the dev server's in development) — never
 * judged by the request's own Host, which the sender writes. A request naming no origin at all
 * is refused too: the second line behind SameSite=Lax cookies.
 */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: { allowedOrigins: string[] }) => {
  const allowedOrigins = new Set(opts.allowedOrigins);
  app.decorateRequest("user", null);
  // Synchronous until there is a session to look up: most of what it decides needs no promise.
  app.addHook("onRequest", (request, reply, done) => {
    const hinted = request.cookies[SESSION_HINT_COOKIE] !== undefined;
    if (!request.url.startsWith("/api/")) {
      // A session begun before the hint existed gets it with its next page, before the page's scripts read it.
      if (!hinted && request.cookies[SESSION_COOKIE] && request.method === "GET")
        setSessionHint(request, reply);
      return done();
    }
    if (MUTATING.has(request.method)) {
      const origin = originOf(request);
      if (!origin || !allowedOrigins.has(origin))
        return done(new AppError("FORBIDDEN", { data: { reason: origin ? "origin" : "no-origin" } }));
    }
    // Probes and other routes that never ask who is calling skip the session lookup.
    if (request.routeOptions.config.session === false) return done();
    const token = request.cookies[SESSION_COOKIE];
    if (!token) {
      if (hinted) clearSessionHint(reply);
      return done();
    }
    findSessionUser(app.db, token).then((user) => {
      request.user = user;
      // The session ended (expired, signed out elsewhere): the page stops asking as if signed in.
      if (!user && hinted) clearSessionHint(reply);
      done();
    }, done);
  });
});
