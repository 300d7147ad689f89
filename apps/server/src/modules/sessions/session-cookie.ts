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
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https" || request.server.config.publicUrl.startsWith("https:"),
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
}
