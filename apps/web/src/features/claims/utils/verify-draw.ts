import type { TDraw } from "@admit/contract/claims";
import { drawWinners, listHash, listText } from "@admit/contract/draw";

/** SHA-256 of a text's UTF-8 bytes as lowercase hex, with the browser's Web Crypto. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** What the recomputation found; null where the draw has not published what it needs yet. */
export interface DrawCheck {
  /** SHA-256 of the published seed is the hash published before applications opened. */
  seedMatches: boolean | null;
  /** SHA-256 of the sorted list is the list hash published when applications closed. */
  listMatches: boolean | null;
  /** The winners as recomputed here, in rank order. */
  winners: string[] | null;
  /** They are the published winners, in the same order. */
  winnersMatch: boolean | null;
}

/**
 * Recomputes the draw (sha256-rank-v1) with the contract's own functions. Those take a
 * synchronous SHA-256 and Web Crypto's is asynchronous: every text they will hash is hashed
 * first, and they read the results from a table.
 */
export async function checkDraw(
  draw: Pick<TDraw, "seedHash" | "seed" | "listHash" | "entries" | "winnersCount" | "winners">,
): Promise<DrawCheck> {
  const { seed, entries } = draw;
  const texts = new Set<string>();
  if (entries) texts.add(listText(entries));
  if (seed !== null) {
    texts.add(seed);
    for (const entry of entries ?? []) texts.add(`${seed}:${entry}`);
  }
  const list = [...texts];
  const hashes = new Map(await Promise.all(list.map(async (text) => [text, await sha256Hex(text)] as const)));
  const lookup = (text: string) => {
    const hash = hashes.get(text);
    if (hash === undefined) throw new Error("A text was not hashed beforehand");
    return hash;
  };

  const seedMatches = seed === null ? null : lookup(seed) === draw.seedHash.toLowerCase();
  const listMatches =
    entries && draw.listHash !== null ? listHash(lookup, entries) === draw.listHash.toLowerCase() : null;
  const winners = seed !== null && entries ? drawWinners(lookup, seed, entries, draw.winnersCount) : null;
  const winnersMatch =
    winners && draw.winners
      ? winners.length === draw.winners.length && winners.every((w, i) => w === draw.winners?.[i])
      : null;
  return { seedMatches, listMatches, winners, winnersMatch };
}
