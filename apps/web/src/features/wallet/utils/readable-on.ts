const DARK_TEXT = "#15151a";
const LIGHT_TEXT = "#ffffff";

/**
 * Text colour that stays legible on a collection's colour (`#rgb` or `#rrggbb`), by the WCAG
 * relative luminance; anything else gets light text, as most card colours are deep.
 */
export function readableOn(color: string): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return LIGHT_TEXT;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with black beats contrast with white above this luminance.
  return luminance > 0.179 ? DARK_TEXT : LIGHT_TEXT;
}
