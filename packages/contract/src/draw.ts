/**
 * The lottery draw anyone can check (algorithm `sha256-rank-v1`, see ZDraw in claims.ts): the
 * server runs this, and a reader recomputes the winners from what GET …/apply/draw publishes.
 * Plain functions over a SHA-256 the caller supplies (node:crypto on the server, Web Crypto or
 * any tool elsewhere), so the contract stays free of a runtime.
 */
export type Sha256Hex = (text: string) => string;

/** The applicant list as published: entries sorted, one per line. */
export const listText = (entries: readonly string[]) => [...entries].sort().join("\n");

/** The list's hash, published when applications close. */
export const listHash = (sha256: Sha256Hex, entries: readonly string[]) => sha256(listText(entries));

/** The winners, in rank order: the `count` entries with the lowest SHA-256(seed ‖ ":" ‖ entry). */
export function drawWinners(sha256: Sha256Hex, seed: string, entries: readonly string[], count: number) {
  const ranked = entries.map((entry) => ({ entry, rank: sha256(`${seed}:${entry}`) }));
  ranked.sort((a, b) =>
    a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : a.entry < b.entry ? -1 : a.entry > b.entry ? 1 : 0,
  );
  return ranked.slice(0, Math.max(0, count)).map((r) => r.entry);
}
