import type { Eip1193Provider } from "./eip1193.ts";

/**
 * EIP-6963, multi-injected provider discovery: each browser wallet (MetaMask, Rabby, Coinbase
 * Wallet …, and our test wallet in development) answers `eip6963:requestProvider` with an
 * `eip6963:announceProvider` event carrying its name, icon and EIP-1193 provider — so several
 * installed wallets never fight over `window.ethereum`.
 */
export interface WalletInfo {
  /** Per page load (UUIDv4). */
  uuid: string;
  name: string;
  /** A data URI of an image (svg, png, webp). */
  icon: string;
  /** The wallet's reverse domain name ("io.metamask"). */
  rdns: string;
}

export interface DiscoveredWallet {
  info: WalletInfo;
  provider: Eip1193Provider;
}

const ANNOUNCE = "eip6963:announceProvider";
const REQUEST = "eip6963:requestProvider";

const isText = (v: unknown) => typeof v === "string" && v.length > 0;

function isAnnouncement(detail: unknown): detail is DiscoveredWallet {
  if (typeof detail !== "object" || detail === null) return false;
  const { info, provider } = detail as Partial<DiscoveredWallet>;
  return (
    typeof info === "object" &&
    info !== null &&
    isText(info.uuid) &&
    isText(info.name) &&
    isText(info.rdns) &&
    // Only images: a wallet's icon is shown in an <img>, never as markup.
    /^data:image\/(svg\+xml|png|jpeg|webp|gif)[;,]/.test(String(info.icon)) &&
    typeof provider?.request === "function"
  );
}

/**
 * Listens for wallets and asks them to announce themselves; `onChange` gets the list each time a
 * new one answers (one entry per wallet: a wallet announcing again replaces itself). Answers the
 * function that stops listening.
 */
export function discoverWallets(
  onChange: (wallets: DiscoveredWallet[]) => void,
  target: EventTarget = window,
): () => void {
  const found = new Map<string, DiscoveredWallet>();
  const onAnnounce = (event: Event) => {
    const detail: unknown = (event as CustomEvent).detail;
    if (!isAnnouncement(detail)) return;
    found.set(detail.info.rdns, { info: { ...detail.info }, provider: detail.provider });
    onChange([...found.values()]);
  };
  target.addEventListener(ANNOUNCE, onAnnounce);
  target.dispatchEvent(new Event(REQUEST));
  return () => target.removeEventListener(ANNOUNCE, onAnnounce);
}

/** Announces `wallet` now and to every later request (what an injected wallet does); answers how to stop. */
export function announceWallet(wallet: DiscoveredWallet, target: EventTarget = window): () => void {
  const detail = Object.freeze({ info: Object.freeze({ ...wallet.info }), provider: wallet.provider });
  const announce = () => target.dispatchEvent(new CustomEvent(ANNOUNCE, { detail }));
  target.addEventListener(REQUEST, announce);
  announce();
  return () => target.removeEventListener(REQUEST, announce);
}
