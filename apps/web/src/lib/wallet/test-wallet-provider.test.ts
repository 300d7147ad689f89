import { afterEach, describe, expect, it, vi } from "vitest";
import { announceWallet, type DiscoveredWallet, discoverWallets } from "./discover-wallets.ts";
import { linkToApp, type MessageHost, type MessageTarget } from "./test-wallet-protocol.ts";
import { createTestWalletProvider, TEST_WALLET_INFO } from "./test-wallet-provider.ts";

const ORIGIN = "http://localhost:3000";
const CHAIN = { chainId: 311_440, rpcPath: "/chain/xrpl-evm/rpc" };
const ACCOUNT = "0x00000000000000000000000000000000000000aa";

/** Two windows of this origin that deliver to each other, as an opener and its pop-up do. */
function windowPair() {
  const make = () => {
    const listeners = new Set<(e: MessageEvent) => void>();
    const host: MessageHost = {
      location: { origin: ORIGIN },
      addEventListener: (_t, l) => void listeners.add(l),
      removeEventListener: (_t, l) => void listeners.delete(l),
    };
    return { host, listeners };
  };
  const app = make();
  const wallet = make();
  const deliver = (to: typeof app, source: () => unknown) => (message: unknown) =>
    setTimeout(() => {
      for (const l of to.listeners) l({ data: message, origin: ORIGIN, source: source() } as MessageEvent);
    });
  const toWallet: MessageTarget = { postMessage: (m) => deliver(wallet, () => toApp)(m), closed: false };
  const toApp: MessageTarget = { postMessage: (m) => deliver(app, () => toWallet)(m) };
  return { app: app.host, wallet: wallet.host, toWallet, toApp };
}

afterEach(() => vi.unstubAllGlobals());

describe("the test wallet provider (EIP-1193)", () => {
  it("answers its chain, accepts a switch to it and refuses any other, without opening the wallet", async () => {
    const open = vi.fn(() => null);
    const provider = createTestWalletProvider(CHAIN, { host: windowPair().app, open });
    expect(await provider.request({ method: "eth_chainId" })).toBe("0x4c090");
    expect(await provider.request({ method: "eth_accounts" })).toEqual([]);
    expect(
      await provider.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x4C090" }] }),
    ).toBe(null);
    await expect(
      provider.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x1" }] }),
    ).rejects.toMatchObject({ code: 4902 });
    await expect(provider.request({ method: "eth_signTypedData_v4", params: [] })).rejects.toMatchObject({
      code: 4200,
    });
    expect(open).not.toHaveBeenCalled();
  });

  it("connects through the wallet window, then knows the account, and hears a new key as accountsChanged", async () => {
    const w = windowPair();
    const provider = createTestWalletProvider(CHAIN, { host: w.app, open: () => w.toWallet });
    const wallet = linkToApp({
      host: w.wallet,
      opener: w.toApp,
      onRequest: (r) => r.method === "eth_requestAccounts" && wallet.respond(r.id, [ACCOUNT]),
    });
    wallet.ready([ACCOUNT], "0x4c090");
    const connected = provider.request({ method: "eth_requestAccounts" });
    expect(await connected).toEqual([ACCOUNT]);
    expect(await provider.request({ method: "eth_accounts" })).toEqual([ACCOUNT]);

    const changed = vi.fn();
    provider.on?.("accountsChanged", changed);
    const next = "0x00000000000000000000000000000000000000bb";
    wallet.ready([next], "0x4c090");
    await vi.waitFor(() => expect(changed).toHaveBeenCalledWith([next]));
    expect(await provider.request({ method: "eth_accounts" })).toEqual([next]);
  });

  it("reads the chain itself: a balance is one JSON-RPC call to the embedded chain", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ jsonrpc: "2.0", id: 1, result: "0x0" })));
    vi.stubGlobal("fetch", fetch);
    const provider = createTestWalletProvider(CHAIN, { host: windowPair().app, open: () => null });
    expect(await provider.request({ method: "eth_getBalance", params: [ACCOUNT, "latest"] })).toBe("0x0");
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(CHAIN.rpcPath);
    expect(JSON.parse(String(init.body))).toMatchObject({
      method: "eth_getBalance",
      params: [ACCOUNT, "latest"],
    });
  });
});

describe("wallet discovery (EIP-6963)", () => {
  const provider = { request: async () => null };
  const wallet = (rdns: string, name = rdns): DiscoveredWallet => ({
    info: { ...TEST_WALLET_INFO, uuid: `${rdns}-uuid`, rdns, name },
    provider,
  });

  it("lists every wallet that announces itself, once each, before and after it asked", () => {
    const page = new EventTarget();
    announceWallet(wallet("io.metamask", "MetaMask"), page);
    const seen: string[][] = [];
    const stop = discoverWallets((list) => seen.push(list.map((w) => w.info.name)), page);
    announceWallet(wallet("test.admit.wallet", "Admit test wallet"), page);
    // A wallet that announces again is still one wallet.
    page.dispatchEvent(new Event("eip6963:requestProvider"));
    expect(seen.at(-1)).toEqual(["MetaMask", "Admit test wallet"]);
    stop();
  });

  it("ignores announcements without a provider or with an icon that is not an image", () => {
    const page = new EventTarget();
    const onChange = vi.fn();
    discoverWallets(onChange, page);
    const announce = (detail: unknown) =>
      page.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail }));
    announce({ info: wallet("a.b").info });
    announce({ info: { ...wallet("c.d").info, icon: "javascript:alert(1)" }, provider });
    announce({ info: { ...wallet("e.f").info, name: "" }, provider });
    expect(onChange).not.toHaveBeenCalled();
    announce(wallet("g.h"));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("announces the test wallet with its own name, rdns and an SVG icon", () => {
    expect(TEST_WALLET_INFO).toMatchObject({ name: "Admit test wallet", rdns: "test.admit.wallet" });
    expect(TEST_WALLET_INFO.uuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(TEST_WALLET_INFO.icon).toMatch(/^data:image\/svg\+xml,/);
  });
});
