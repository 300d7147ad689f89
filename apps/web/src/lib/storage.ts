/** Storage that never throws (private mode, disabled storage, SSR). */
function safe(storage: () => Storage) {
  return {
    get(key: string): string | null {
      try {
        return storage().getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string) {
      try {
        storage().setItem(key, value);
      } catch {
        // Storage unavailable: the value lives for this page only.
      }
    },
    remove(key: string) {
      try {
        storage().removeItem(key);
      } catch {
        // Nothing stored.
      }
    },
  };
}

export const local = safe(() => window.localStorage);
export const session = safe(() => window.sessionStorage);

export const STORAGE_KEYS = {
  language: "admit.lang",
  label: "admit.label",
  auth: "admit.auth",
  recentSearches: "admit.recentSearches",
  recentDiscoverSearches: "admit.recentDiscoverSearches",
  currency: "admit.currency",
  pendingReceive: "admit.pendingReceive",
  pendingClaim: "admit.pendingClaim",
  /** Tokens this tab saw leave the wallet by a send (lib/sent-away.ts). */
  sentAway: "admit.sentAway",
  /** The gate this device admits at (the host's door). */
  doorGate: "admit.host.gate",
  /** The development wallet's private key (/test/wallet; never in production). */
  testWalletKey: "admit.testWallet.key",
} as const;
