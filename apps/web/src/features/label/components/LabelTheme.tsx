import { useEffect } from "react";
import { notifyThemeColor } from "../../../lib/native-bridge.ts";
import { applyTheme } from "../../../lib/theme.ts";
import { useLabel } from "../../../stores/label.ts";

/**
 * Themes the app from the stored label: its colours become CSS variables and the native host
 * is told the status-bar colour.
 */
export function LabelTheme() {
  const { label } = useLabel();
  useEffect(() => {
    if (!label) return;
    applyTheme(label.theme);
    if (document.documentElement.dataset.label !== label.name)
      document.documentElement.dataset.label = label.name;
    notifyThemeColor(label.theme.statusBar);
  }, [label]);
  return null;
}
