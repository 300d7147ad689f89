import type { LabelTheme } from "@admit/contract/labels";
import { describe, expect, it } from "vitest";
import { AA, accessibleTheme, contrast, isDark, readableOn } from "./theme.ts";

const light: LabelTheme = {
  primary: "#14B8A6",
  onPrimary: "#FFFFFF",
  background: "#FFFFFF",
  surface: "#F4F4F8",
  text: "#15151A",
  textMuted: "#9CA3AF",
  statusBar: "#14B8A6",
};

describe("label colours at AA", () => {
  it("measures contrast as WCAG does", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });

  it("keeps a colour that passes and darkens one that does not, toward the nearest shade", () => {
    expect(readableOn("#4f46e5", "#ffffff")).toBe("#4f46e5");
    const teal = readableOn("#14B8A6", "#ffffff");
    expect(contrast(teal, "#ffffff")).toBeGreaterThanOrEqual(AA);
    // On a dark background it lightens instead.
    const dim = readableOn("#335155", "#0B1F24");
    expect(contrast(dim, "#0B1F24")).toBeGreaterThanOrEqual(AA);
  });

  it("a light label with a pale primary: links, badges and buttons all read at AA", () => {
    const shown = accessibleTheme(light);
    expect(contrast(shown.primary, shown.background)).toBeGreaterThanOrEqual(AA);
    expect(contrast(shown.primary, shown.surface)).toBeGreaterThanOrEqual(AA);
    expect(contrast(shown.onPrimary, shown.primary)).toBeGreaterThanOrEqual(AA);
    expect(contrast(shown.textMuted, shown.background)).toBeGreaterThanOrEqual(AA);
    expect(shown.text).toBe(light.text);
    expect(isDark(shown.background)).toBe(false);
  });

  it("every demo label's colours pass as shown", async () => {
    const labels = (await import("../../../server/src/db/seed/demo/labels.json")).default as {
      name: string;
      theme: LabelTheme;
    }[];
    for (const { name, theme } of labels) {
      const shown = accessibleTheme(theme);
      const pairs: [string, string, string][] = [
        ["primary on background", shown.primary, shown.background],
        ["primary on surface", shown.primary, shown.surface],
        ["on-primary", shown.onPrimary, shown.primary],
        ["text", shown.text, shown.background],
        ["muted text", shown.textMuted, shown.background],
        ["muted text on surface", shown.textMuted, shown.surface],
      ];
      for (const [what, fg, bg] of pairs)
        expect(contrast(fg, bg), `${name}: ${what}`).toBeGreaterThanOrEqual(AA);
    }
  });
});
