import { RECEIVE_CODE_PATTERN, SEND_CLAIM_DAYS } from "@admit/contract/transfers";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { local, STORAGE_KEYS } from "./storage.ts";

/** A code older than this has run out anyway (a send waits at most SEND_CLAIM_DAYS). */
const KEEP_MS = SEND_CLAIM_DAYS * 24 * 60 * 60 * 1000;

/** What is stored: the code and when it was opened. */
export const storedReceive = (code: string, now: number) => JSON.stringify({ code, at: now });

/** The code a stored value still names, or undefined (nothing, unreadable, another shape, too old). */
export function pendingCodeOf(raw: string | null, now: number): string | undefined {
  if (!raw) return undefined;
  try {
    const { code, at } = JSON.parse(raw) as { code?: unknown; at?: unknown };
    if (typeof code !== "string" || !RECEIVE_CODE_PATTERN.test(code)) return undefined;
    if (typeof at !== "number" || now - at > KEEP_MS || at > now) return undefined;
    return code;
  } catch {
    return undefined;
  }
}

/**
 * A receive link opened signed out is remembered in this browser, so that sign-up — whose mail
 * may open in another tab — still ends on it: the home screen leads there once.
 */
export function rememberReceiveCode(code: string) {
  local.set(STORAGE_KEYS.pendingReceive, storedReceive(code, Date.now()));
}

export function forgetReceiveCode() {
  local.remove(STORAGE_KEYS.pendingReceive);
}

/** Takes the remembered code (once): it is forgotten as it is read. */
export function takeReceiveCode(): string | undefined {
  const code = pendingCodeOf(local.get(STORAGE_KEYS.pendingReceive), Date.now());
  forgetReceiveCode();
  return code;
}

/** On a signed-in screen (home): a receive link opened before signing in is taken up now. */
export function useResumeReceive() {
  const navigate = useNavigate();
  useEffect(() => {
    const code = takeReceiveCode();
    if (code) navigate(`/receive/${code}`, { replace: true });
  }, [navigate]);
}
