import { foldText } from "./fold-text.ts";

export const RECENT_SEARCHES_MAX = 10;

/** The stored list, newest first; anything unreadable counts as none. */
export function parseRecentSearches(raw: string | null): string[] {
  try {
    const list: unknown = JSON.parse(raw ?? "[]");
    if (!Array.isArray(list)) return [];
    return list
      .filter((v): v is string => typeof v === "string" && v.trim() !== "")
      .slice(0, RECENT_SEARCHES_MAX);
  } catch {
    return [];
  }
}

/** Puts a search first; the same words searched before (in any case) move up rather than repeat. */
export function addRecentSearch(list: readonly string[], term: string): string[] {
  const trimmed = term.trim().replace(/\s+/g, " ");
  if (!trimmed) return [...list];
  const key = foldText(trimmed);
  return [trimmed, ...list.filter((t) => foldText(t) !== key)].slice(0, RECENT_SEARCHES_MAX);
}

export const removeRecentSearch = (list: readonly string[], term: string) => list.filter((t) => t !== term);
