import { CLAIM_CODE_PATTERN, claimPath } from "@admit/contract/claims";
import { RECEIVE_CODE_PATTERN, SEND_CLAIM_DAYS } from "@admit/contract/transfers";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { local, STORAGE_KEYS } from "./storage.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The codes a visitor may open before signing in, and the screen each one leads back to. */
const KINDS = {
  receive: {
    key: STORAGE_KEYS.pendingReceive,
    pattern: RECEIVE_CODE_PATTERN,
    // A code older than this has run out anyway (a send waits at most SEND_CLAIM_DAYS).
    keepMs: SEND_CLAIM_DAYS * DAY_MS,
    path: (code: string) => `/receive/${code}`,
  },
  claim: {
    key: STORAGE_KEYS.pendingClaim,
    pattern: CLAIM_CODE_PATTERN,
    // Long enough to sign up: the verification mail's link lasts a day (spec §9).
    keepMs: DAY_MS,
    path: claimPath,
  },
} as const;

export type PendingKind = keyof typeof KINDS;

/** What is stored: the code and when it was opened. */
export const storedCode = (code: string, now: number) => JSON.stringify({ code, at: now });

/** The code a stored value still names, and when, or undefined (nothing, unreadable, another shape, too old). */
export function pendingCodeOf(
  kind: PendingKind,
  raw: string | null,
  now: number,
): { code: string; at: number } | undefined {
  if (!raw) return undefined;
  const { pattern, keepMs } = KINDS[kind];
  try {
    const { code, at } = JSON.parse(raw) as { code?: unknown; at?: unknown };
    if (typeof code !== "string" || !pattern.test(code)) return undefined;
    if (typeof at !== "number" || now - at > keepMs || at > now) return undefined;
    return { code, at };
  } catch {
    return undefined;
  }
}

/**
 * A receive link or a claim code opened signed out is remembered in this browser, so that
 * sign-up — whose mail may open in another tab — still ends on it: the home screen leads there once.
 */
export function rememberCode(kind: PendingKind, code: string) {
  local.set(KINDS[kind].key, storedCode(code, Date.now()));
}

export function forgetCode(kind: PendingKind) {
  local.remove(KINDS[kind].key);
}

/** The screen of the code opened last among the stored values of each kind, or undefined. */
export function pendingPathOf(stored: Record<PendingKind, string | null>, now: number): string | undefined {
  let newest: { path: string; at: number } | undefined;
  for (const kind of Object.keys(KINDS) as PendingKind[]) {
    const found = pendingCodeOf(kind, stored[kind], now);
    if (found && (!newest || found.at > newest.at))
      newest = { path: KINDS[kind].path(found.code), at: found.at };
  }
  return newest?.path;
}

/** Takes the remembered codes, once: they are forgotten as they are read. */
export function takePendingPath(): string | undefined {
  const path = pendingPathOf(
    { receive: local.get(KINDS.receive.key), claim: local.get(KINDS.claim.key) },
    Date.now(),
  );
  forgetCode("receive");
  forgetCode("claim");
  return path;
}

/** On a signed-in screen (home): a link opened before signing in is taken up now. */
export function useResumePendingCode() {
  const navigate = useNavigate();
  useEffect(() => {
    const path = takePendingPath();
    if (path) navigate(path, { replace: true });
  }, [navigate]);
}
