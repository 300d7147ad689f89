import { timingSafeEqual } from "node:crypto";
import type { Language } from "@admit/contract/i18n";
import { LANGUAGES } from "@admit/contract/i18n";
import type { OAuthProvider } from "@admit/contract/users";
import { OAUTH_PROVIDERS } from "@admit/contract/users";
import type { FastifyReply, FastifyRequest } from "fastify";

/** The pending flow, kept in an HttpOnly cookie for ten minutes between redirect and callback. */
export interface OAuthFlowState {
  state: string;
  codeVerifier: string;
  provider: OAuthProvider;
  /** Sign in (or up), or link the provider to the signed-in account. */
  mode: "signin" | "link";
  lang: Language;
}

const COOKIE = "admit_oauth";
const PATH = "/api/v1/users/oauth";

export function saveFlowState(request: FastifyRequest, reply: FastifyReply, flow: OAuthFlowState) {
  reply.setCookie(COOKIE, Buffer.from(JSON.stringify(flow)).toString("base64url"), {
    path: PATH,
    httpOnly: true,
    // Lax: the provider sends the browser back with a top-level GET, which carries it.
    sameSite: "lax",
    secure: request.protocol === "https",
    maxAge: 600,
  });
}

/** The flow whose `state` matches the callback's, or undefined (missing, altered, another tab's). */
export function takeFlowState(
  request: FastifyRequest,
  reply: FastifyReply,
  state: string | undefined,
): OAuthFlowState | undefined {
  const raw = request.cookies[COOKIE];
  reply.clearCookie(COOKIE, { path: PATH });
  if (!raw || !state) return undefined;
  let flow: Partial<OAuthFlowState>;
  try {
    flow = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  if (
    typeof flow.state !== "string" ||
    typeof flow.codeVerifier !== "string" ||
    !OAUTH_PROVIDERS.includes(flow.provider as OAuthProvider) ||
    (flow.mode !== "signin" && flow.mode !== "link")
  )
    return undefined;
  const a = Buffer.from(flow.state);
  const b = Buffer.from(state);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return undefined;
  return {
    state: flow.state,
    codeVerifier: flow.codeVerifier,
    provider: flow.provider as OAuthProvider,
    mode: flow.mode,
    lang: LANGUAGES.includes(flow.lang as Language) ? (flow.lang as Language) : "en",
  };
}
