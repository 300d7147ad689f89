import type { TLabel } from "@admit/contract/labels";
import { useEffect } from "react";
import { ApiError, api } from "../lib/api-client.ts";
import { createCurrentStore } from "../lib/current-store.ts";
import { setAppName } from "../lib/i18n.ts";
import { local, STORAGE_KEYS } from "../lib/storage.ts";

export const DEFAULT_LABEL = "admit";

interface LabelState {
  /** The white-label name (spec §3 label state), stored so it themes the next visit too. */
  name: string;
  /** The label's data once loaded; null while loading or when it failed. */
  label: TLabel | null;
  failed: boolean;
  setName: (name: string) => void;
}

/**
 * The label is bootstrap state every screen's frame needs, fetched once per name with plain
 * fetch (no query cache), so the start view's script stays small.
 */
export const useLabelStore = createCurrentStore<LabelState>((set) => ({
  name: local.get(STORAGE_KEYS.label) ?? DEFAULT_LABEL,
  label: null,
  failed: false,
  setName: (name) => {
    local.set(STORAGE_KEYS.label, name);
    set((s) => (s.name === name ? s : { name, label: null, failed: false }));
  },
}));

let loading: string | null = null;

async function loadLabel(name: string) {
  if (loading === name) return;
  loading = name;
  try {
    const label = await api<TLabel>(`/labels/${encodeURIComponent(name)}`);
    if (useLabelStore.getState().name !== name) return;
    useLabelStore.setState({ label, failed: false });
    // The label's own name in every sentence and in the window's title.
    setAppName(label.appName);
    document.title = label.appName;
  } catch (err) {
    if (useLabelStore.getState().name !== name) return;
    // An unknown label falls back to the default one; a network failure keeps the stylesheet's look.
    if (err instanceof ApiError && err.status === 404 && name !== DEFAULT_LABEL)
      useLabelStore.getState().setName(DEFAULT_LABEL);
    else useLabelStore.setState({ failed: true });
  } finally {
    loading = null;
  }
}

/** The current label, loading it when the name changes. */
export function useLabel() {
  const name = useLabelStore((s) => s.name);
  const label = useLabelStore((s) => s.label);
  const failed = useLabelStore((s) => s.failed);
  useEffect(() => {
    if (!label || label.name !== name) void loadLabel(name);
  }, [name, label]);
  return { label: label?.name === name ? label : null, failed };
}
