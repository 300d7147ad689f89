import type { LabelTheme } from "@admit/contract/labels";

const VARIABLES: Record<keyof LabelTheme, string> = {
  primary: "--color-primary",
  onPrimary: "--color-on-primary",
  background: "--color-bg",
  surface: "--color-surface",
  text: "--color-text",
  textMuted: "--color-text-muted",
  statusBar: "--color-status-bar",
};

/** WCAG AA for text of normal size. */
export const AA = 4.5;

type Rgb = [number, number, number];

const rgbOf = (hex: string): Rgb => {
  const h = hex.replace("#", "");
  const full = h.length === 3 ? [...h].map((c) => c + c).join("") : h;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
};
const hexOf = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

/** Relative luminance (WCAG 2). */
export function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Whether a background is dark: text on it is light. */
export const isDark = (background: string) => luminance(background) < 0.18;

/**
 * `color`, or the nearest shade of it readable on `background` (at least `min`): mixed toward black
 * on a light background, toward white on a dark one, a step at a time.
 */
export function readableOn(color: string, background: string, min = AA): string {
  if (contrast(color, background) >= min) return color;
  const target: Rgb = isDark(background) ? [255, 255, 255] : [0, 0, 0];
  const from = rgbOf(color);
  for (let step = 1; step <= 20; step++) {
    const t = step / 20;
    const mixed = hexOf(from.map((c, i) => c + ((target[i] as number) - c) * t) as Rgb);
    if (contrast(mixed, background) >= min) return mixed;
  }
  return hexOf(target);
}

/**
 * A label's theme with every text colour at AA: the primary (links, badges, prices) on the
 * background, text on the primary (buttons), body and muted text. A colour that already passes
 * is kept as the label gave it; one that does not becomes the nearest shade that does.
 */
export function accessibleTheme(theme: LabelTheme): LabelTheme {
  // A little above AA: the primary also sits on its own soft tint (badges) and on surfaces.
  const primary = readableOn(readableOn(theme.primary, theme.background, AA + 0.5), theme.surface);
  const onPrimary =
    contrast(theme.onPrimary, primary) >= AA
      ? theme.onPrimary
      : contrast("#ffffff", primary) >= contrast("#111116", primary)
        ? "#ffffff"
        : "#111116";
  return {
    ...theme,
    primary,
    onPrimary,
    text: readableOn(readableOn(theme.text, theme.background), theme.surface),
    textMuted: readableOn(readableOn(theme.textMuted, theme.background), theme.surface),
  };
}

/**
 * Applies a label's colours as CSS custom properties, each text colour at AA (`accessibleTheme`);
 * a dark background also turns the fixed tones (success, warning, danger) to their dark-scheme
 * shades (`data-scheme="dark"`). `null` returns to the stylesheet's defaults.
 */
/**
 * The attributes applyTheme gives the page's root, as HTML (the server's render of a page writes
 * them into <html>, so the page paints in the label's colours and the browser changes nothing).
 */
export function themeAttributes(theme: LabelTheme, label: string): string {
  const shown = accessibleTheme(theme);
  const style = (Object.entries(VARIABLES) as [keyof LabelTheme, string][])
    .map(([key, variable]) => `${variable}: ${shown[key]};`)
    .join(" ");
  const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  return ` style="${attribute(style)}" data-label="${attribute(label)}"${isDark(shown.background) ? ' data-scheme="dark"' : ""}`;
}

export function applyTheme(theme: LabelTheme | null, root: HTMLElement = document.documentElement) {
  const shown = theme ? accessibleTheme(theme) : null;
  // Only what changes: a variable set on the root restyles the whole page, and the server's render
  // of a page has set these already (themeAttributes).
  for (const [key, variable] of Object.entries(VARIABLES) as [keyof LabelTheme, string][]) {
    if (shown && root.style.getPropertyValue(variable) !== shown[key])
      root.style.setProperty(variable, shown[key]);
    else if (!shown && root.style.getPropertyValue(variable)) root.style.removeProperty(variable);
  }
  const dark = shown !== null && isDark(shown.background);
  if (dark && root.dataset.scheme !== "dark") root.dataset.scheme = "dark";
  else if (!dark && root.dataset.scheme !== undefined) delete root.dataset.scheme;
  const meta = document.querySelector('meta[name="theme-color"]');
  if (meta && shown) meta.setAttribute("content", shown.statusBar);
}
