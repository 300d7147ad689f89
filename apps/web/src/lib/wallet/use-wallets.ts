import { useEffect, useState } from "react";
import { type DiscoveredWallet, discoverWallets } from "./discover-wallets.ts";
import { installTestWallet } from "./test-wallet-provider.ts";

/** How long to wait for wallets to answer before saying there is none. */
const SEARCH_MS = 800;

/**
 * The browser's wallets (EIP-6963), the test wallet among them on a development server. `searching`
 * while the first ones may still answer: injected wallets answer at once, the test wallet once the
 * server said it has a development chain.
 */
export function useWallets(): { wallets: DiscoveredWallet[]; searching: boolean } {
  const [wallets, setWallets] = useState<DiscoveredWallet[]>([]);
  const [searching, setSearching] = useState(true);
  useEffect(() => {
    const stop = discoverWallets(setWallets);
    let done = false;
    const timer = setTimeout(() => setSearching(false), SEARCH_MS);
    void installTestWallet().finally(() => {
      if (!done) setSearching(false);
    });
    return () => {
      done = true;
      clearTimeout(timer);
      stop();
    };
  }, []);
  return { wallets, searching };
}
