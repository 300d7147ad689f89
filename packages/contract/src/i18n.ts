/** Interface languages of spec §1. The order is the order of the language picker. */
export const LANGUAGES = ["ko", "en", "zh-tw", "ja"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";
export const FALLBACK_LANGUAGE: Language = "ko";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Maps a browser language tag to an interface language (spec §1: zh → zh-tw, anything
 * else we do not support → en). Supported languages map to themselves.
 */
export function languageFromTag(tag: string | undefined | null): Language | undefined {
  if (!tag) return undefined;
  const lower = tag.trim().toLowerCase();
  if (lower === "") return undefined;
  const primary = lower.split(/[-_]/)[0];
  if (primary === "zh") return "zh-tw";
  if (primary === "ko") return "ko";
  if (primary === "ja") return "ja";
  return "en";
}

/** Picks the language for an `Accept-Language` header value (first listed wins). */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  const first = header?.split(",")[0]?.split(";")[0];
  return languageFromTag(first) ?? DEFAULT_LANGUAGE;
}
