import { claimCodeOf, claimPath } from "@admit/contract/claims";
import { receiveCodeOf } from "@admit/contract/transfers";

/** What a scanned (or typed) text is to the scan tab. */
export type ScannedCode =
  /** A ticket sent by a code: its receive screen takes over. */
  | { kind: "receive"; code: string; path: string }
  /** A claim code (a host's poster, `C…`/`N…` or its `/qr/mint?code=` link): the claim screen. */
  | { kind: "claim"; code: string; path: string }
  /** A holder's access link (`/nal/{link}`): the tickets it shares, opened here. */
  | { kind: "accessLink"; path: string }
  /** A holder's door QR (`A1.…`): it admits at the door only, never here. */
  | { kind: "door" }
  | { kind: "unknown" };

type Reader = (text: string) => ScannedCode | undefined;

/** Door codes are `A1.<payload>.<signature>` (the server's lib/qr-code.ts). */
const DOOR_PREFIX = "A1.";

/**
 * An access link's secret as the server makes and accepts it (modules/access-links: 24 random
 * bytes in base64url, 16–64 of `[A-Za-z0-9_-]`), only inside a `/nal/` link: a bare secret
 * looks like any other text. Case matters, so it is not upper-cased like the codes.
 */
const ACCESS_LINK = /\/nal\/([\w-]{16,64})(?:[/?#]|$)/;

/**
 * The kinds of code the scan tab knows, tried in order; the first to recognise the text wins.
 * A new kind of code is one more reader here.
 */
const READERS: readonly Reader[] = [
  (text) => {
    const code = receiveCodeOf(text);
    return code ? { kind: "receive", code, path: `/receive/${code}` } : undefined;
  },
  (text) => {
    const code = claimCodeOf(text);
    return code ? { kind: "claim", code, path: claimPath(code) } : undefined;
  },
  (text) => {
    const link = ACCESS_LINK.exec(text)?.[1];
    return link ? { kind: "accessLink", path: `/nal/${link}` } : undefined;
  },
  (text) => (text.startsWith(DOOR_PREFIX) ? { kind: "door" } : undefined),
];

/** Understands what the camera read or the person typed. */
export function readScannedText(text: string): ScannedCode {
  const trimmed = text.trim();
  if (!trimmed) return { kind: "unknown" };
  for (const read of READERS) {
    const found = read(trimmed);
    if (found) return found;
  }
  return { kind: "unknown" };
}
