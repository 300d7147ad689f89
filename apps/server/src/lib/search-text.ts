/**
 * How search compares text: NFKC folds full-width Latin and digits (ＡＢＣ１) and half-width
 * kana into their usual forms, then lower case, then one space for any run of white space. The
 * search documents and the keyword both pass through it, so `like` and `strpos` compare plain
 * strings in any script, and a Korean, Japanese or Chinese word of two characters is found
 * inside a longer name as any substring is.
 */
export function normaliseSearchText(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/\s+/gu, " ").trim();
}

/**
 * Texts as one search field: each normalised text once, each on a line that begins with "\n",
 * so "a name starts with the keyword" is `strpos(field, '\n' || keyword) > 0`.
 */
export function searchLines(texts: readonly (string | null | undefined)[]): string {
  const lines = new Set<string>();
  for (const text of texts) {
    const line = text ? normaliseSearchText(text) : "";
    if (line !== "") lines.add(line);
  }
  return [...lines].map((line) => `\n${line}`).join("");
}
