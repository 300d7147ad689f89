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

/** Applies a label's colours as CSS custom properties; `null` returns to the stylesheet's defaults. */
export function applyTheme(theme: LabelTheme | null, root: HTMLElement = document.documentElement) {
  for (const [key, variable] of Object.entries(VARIABLES) as [keyof LabelTheme, string][]) {
    if (theme) root.style.setProperty(variable, theme[key]);
    else root.style.removeProperty(variable);
  }
  const meta = document.querySelector('meta[name="theme-color"]');
  if (meta && theme) meta.setAttribute("content", theme.statusBar);
}
