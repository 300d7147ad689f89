import { useEffect } from "react";
import { postToNative } from "../../../lib/native-bridge.ts";

/** The status bar colour of the dark ('disabled') list mode. */
export const DISABLED_MODE_COLOR = "#0F172A";

/**
 * The list mode of spec §4: 'able' (usable cards) keeps the label's light theme, 'disabled'
 * (used and expired cards) turns the in-app theme dark — the page, the browser's theme colour
 * and a native host's status bar — and leaving the mode puts the label's colour back.
 */
export function useListModeTheme(disabled: boolean) {
  useEffect(() => {
    if (!disabled) return;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    const previous = meta?.content;
    if (meta) meta.content = DISABLED_MODE_COLOR;
    postToNative({ type: "theme", color: DISABLED_MODE_COLOR });
    return () => {
      if (meta && previous !== undefined) meta.content = previous;
      if (previous) postToNative({ type: "theme", color: previous });
    };
  }, [disabled]);
}
