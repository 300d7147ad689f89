import type { Language } from "@admit/contract/i18n";
import { type StoreApi, type UseBoundStore, useStore } from "zustand";
import { createStore } from "zustand/vanilla";
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
const authStore = createStore<AuthState>((set) => ({
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

/**
 * The server renders every page signed out (entry-server.tsx; it cannot know this browser's stored
 * user), so the browser's hydration reads this store signed out too — zustand's server snapshot is
 * `getInitialState` — and renders again with the user once live. Reading the user while hydrating
 * drew a signed-in page over the server's signed-out one: React error #418 (issue 26). One object
 * per state, as a snapshot must be stable.
 */
let signedOutSnapshot: { of: AuthState; state: AuthState } | undefined;
authStore.getInitialState = () => {
  const state = authStore.getState();
  if (signedOutSnapshot?.of !== state) signedOutSnapshot = { of: state, state: { ...state, user: null } };
  return signedOutSnapshot.state;
};

export const useAuthStore = Object.assign(
  <U = AuthState>(selector?: (state: AuthState) => U) =>
    useStore(authStore, selector ?? ((state: AuthState) => state as unknown as U)),
  authStore,
) as UseBoundStore<StoreApi<AuthState>>;
