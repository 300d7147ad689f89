import { receiveCodeOf } from "@admit/contract/transfers";

/** What a scanned (or typed) text is to the scan tab. */
export type ScannedCode =
  /** A ticket sent by a code: its receive screen takes over. */
  | { kind: "receive"; code: string; path: string }
  /** A holder's door QR (`A1.…`): it admits at the door only, never here. */
  | { kind: "door" }
  | { kind: "unknown" };

type Reader = (text: string) => ScannedCode | undefined;

/** Door codes are `A1.<payload>.<signature>` (the server's lib/qr-code.ts). */
const DOOR_PREFIX = "A1.";

/**
 * The kinds of code the scan tab knows, tried in order; the first to recognise the text wins.
 * A new kind of code (a collection's claim code) is one more reader here.
 */
const READERS: readonly Reader[] = [
  (text) => {
    const code = receiveCodeOf(text);
    return code ? { kind: "receive", code, path: `/receive/${code}` } : undefined;
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
