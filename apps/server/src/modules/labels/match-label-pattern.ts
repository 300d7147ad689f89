import type { Db } from "../../db/client.ts";
import { labels } from "../../db/schema/index.ts";

/**
 * Which label a URL or host belongs to: a label's redirect pattern is either a host name
 * (matched exactly, or as a parent domain) or a path prefix starting with "/".
 */
export function labelPatternMatches(labelPattern: string, target: { host: string; path: string }): boolean {
  const p = labelPattern.toLowerCase();
  if (p.startsWith("/")) return target.path === p || target.path.startsWith(`${p}/`);
  return target.host === p || target.host.endsWith(`.${p}`);
}

export function parsePattern(pattern: string): { host: string; path: string } {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(pattern) ? pattern : `http://${pattern}`;
  try {
    const url = new URL(pattern.startsWith("/") ? `http://_${pattern}` : withScheme);
    return { host: url.hostname === "_" ? "" : url.hostname.toLowerCase(), path: url.pathname.toLowerCase() };
  } catch {
    return { host: "", path: "" };
  }
}

export async function matchLabelPattern(db: Db, pattern: string): Promise<string | null> {
  const target = parsePattern(pattern);
  const rows = await db.select({ name: labels.name, patterns: labels.redirectPatterns }).from(labels);
  // The most specific pattern wins, so a partner's path beats the default label's host.
  let best: { name: string; weight: number } | null = null;
  for (const row of rows) {
    for (const p of row.patterns) {
      if (!labelPatternMatches(p, target)) continue;
      const weight = p.length + (p.startsWith("/") ? 1000 : 0);
      if (!best || weight > best.weight) best = { name: row.name, weight };
    }
  }
  return best?.name ?? null;
}
