import type { Language } from "@admit/contract/i18n";
import { create } from "zustand";
import { local, STORAGE_KEYS } from "../lib/storage.ts";

export interface AuthUser {
  id: number;
  lang: Language;
}

interface AuthState {
  user: AuthUser | null;
  signIn: (user: AuthUser) => void;
  clear: () => void;
}

function readStored(): AuthUser | null {
  try {
    const raw = local.get(STORAGE_KEYS.auth);
    return raw ? (JSON.parse(raw) as AuthUser) : null;
  } catch {
    return null;
  }
}

/** Auth state of spec §4: id and language of the signed-in user; the session itself is a cookie. */
export const useAuthStore = create<AuthState>((set) => ({
  user: readStored(),
  signIn: (user) => {
    local.set(STORAGE_KEYS.auth, JSON.stringify(user));
    set({ user });
  },
  clear: () => {
    local.remove(STORAGE_KEYS.auth);
    set({ user: null });
  },
}));
