import { SESSION_HINT_COOKIE } from "@admit/contract/session-hint";
import type { FastifyReply, FastifyRequest } from "fastify";
import { SESSION_COOKIE } from "./session-token.ts";

/**
 * HttpOnly, SameSite=Lax; Secure whenever the app is served over HTTPS (PUBLIC_URL) — also when
 * a proxy in front speaks plain HTTP to us — or the request itself came over HTTPS.
 */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
) {
  const secure = request.protocol === "https" || request.server.config.publicUrl.startsWith("https:");
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    expires: expiresAt,
  });
  setSessionHint(request, reply, expiresAt);
}

/** The page-readable "signed in" hint (contract/session-hint.ts), for as long as the session. */
export function setSessionHint(request: FastifyRequest, reply: FastifyReply, expiresAt?: Date) {
  const secure = request.protocol === "https" || request.server.config.publicUrl.startsWith("https:");
  reply.setCookie(SESSION_HINT_COOKIE, "1", {
    path: "/",
    httpOnly: false,
    sameSite: "lax",
    secure,
    expires: expiresAt,
  });
}

export function clearSessionHint(reply: FastifyReply) {
  reply.clearCookie(SESSION_HINT_COOKIE, { path: "/" });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
  clearSessionHint(reply);
}
