import { useEffect } from "react";
import { notifyThemeColor } from "../../../lib/native-bridge.ts";
import { useLabel } from "../../../stores/label.ts";

/**
 * Themes the app from the stored label: its colours become CSS variables and the native host
 * is told the status-bar colour. A page the server rendered has this label's colours in <html>
 * already (`data-label`), and the colour maths (lib/theme.ts) then never loads.
 */
export function LabelTheme() {
  const { label } = useLabel();
  useEffect(() => {
    if (!label) return;
    notifyThemeColor(label.theme.statusBar);
    const root = document.documentElement;
    if (root.dataset.label === label.name) return;
    let current = true;
    void import("../../../lib/theme.ts").then(({ applyTheme }) => {
      // Another label may have come meanwhile: its own effect themes the page.
      if (!current) return;
      applyTheme(label.theme);
      root.dataset.label = label.name;
    });
    return () => {
      current = false;
    };
  }, [label]);
  return null;
}
