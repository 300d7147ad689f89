import { create } from "zustand";
import type { DiscoveredWallet } from "../../../lib/wallet/discover-wallets.ts";

/**
 * The linking flow's steps share the wallet chosen and the account it connected (a provider
 * cannot be kept across a reload: the flow starts again at `choose` then).
 */
interface LinkState {
  wallet: DiscoveredWallet | null;
  address: string | null;
  /** Set after linking: the wallet holds nothing on XRPL EVM (spec §8 "wallet without an XRPL account"). */
  noXrplAccount: boolean;
  connected: (wallet: DiscoveredWallet, address: string) => void;
  checked: (noXrplAccount: boolean) => void;
  reset: () => void;
}

export const useLinkStore = create<LinkState>((set) => ({
  wallet: null,
  address: null,
  noXrplAccount: false,
  connected: (wallet, address) => set({ wallet, address, noXrplAccount: false }),
  checked: (noXrplAccount) => set({ noXrplAccount }),
  reset: () => set({ wallet: null, address: null, noXrplAccount: false }),
}));
