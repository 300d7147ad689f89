import { describe, expect, it, vi } from "vitest";
import { ProviderRpcError } from "./eip1193.ts";
import {
  isWalletMessage,
  linkToApp,
  linkToWallet,
  type MessageHost,
  type MessageTarget,
  type WalletRequest,
} from "./test-wallet-protocol.ts";

const ORIGIN = "http://localhost:3000";

/** A window of `origin`: its listeners get what others post to it, as a browser delivers (later, cloned). */
class FakeWindow implements MessageHost {
  readonly location: { origin: string };
  closed = false;
  private readonly listeners = new Set<(event: MessageEvent) => void>();
  constructor(origin: string) {
    this.location = { origin };
  }
  addEventListener(_type: "message", listener: (event: MessageEvent) => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: "message", listener: (event: MessageEvent) => void) {
    this.listeners.delete(listener);
  }
  /** What `sender` holds to post here; `seenAs` is how this window sees the sender (`event.source`). */
  handle(sender: FakeWindow, seenAs: () => unknown): MessageTarget {
    const receiver = this;
    return {
      postMessage(message, targetOrigin) {
        if (targetOrigin !== "*" && targetOrigin !== receiver.location.origin) return;
        const event = { data: structuredClone(message), origin: sender.location.origin, source: seenAs() };
        setTimeout(() => {
          for (const listener of receiver.listeners) listener(event as MessageEvent);
        });
      },
      get closed() {
        return receiver.closed;
      },
    };
  }
}

/** The app's window and the wallet window it opened, each holding the other's handle. */
function windows(walletOrigin = ORIGIN) {
  const app = new FakeWindow(ORIGIN);
  const wallet = new FakeWindow(walletOrigin);
  const handles: { toWallet?: MessageTarget; toApp?: MessageTarget } = {};
  handles.toWallet = wallet.handle(app, () => handles.toApp);
  handles.toApp = app.handle(wallet, () => handles.toWallet);
  return { app, wallet, toWallet: handles.toWallet, toApp: handles.toApp };
}

/** Long enough for what was posted to arrive; for checking that something did not. */
const tick = () => new Promise((r) => setTimeout(r, 30));

describe("the test wallet's window protocol", () => {
  it("opens the wallet on the first call, holds the request until the wallet is ready, and answers its result", async () => {
    const w = windows();
    const open = vi.fn(() => w.toWallet);
    const link = linkToWallet({ host: w.app, open });
    const seen: WalletRequest[] = [];
    const wallet = linkToApp({ host: w.wallet, opener: w.toApp, onRequest: (r) => seen.push(r) });

    const answer = link.call("personal_sign", ["0x68656c6c6f", "0xabc"]);
    expect(open).toHaveBeenCalledTimes(1);
    await tick();
    expect(seen).toEqual([]);
    wallet.ready(["0xabc"], "0x4c090");
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen).toMatchObject([{ method: "personal_sign", params: ["0x68656c6c6f", "0xabc"] }]);
    wallet.respond(seen[0]?.id ?? "", "0xsigned");
    expect(await answer).toBe("0xsigned");

    // The window is open and ready: the next call goes at once, through the same window.
    const second = link.call("eth_requestAccounts", []);
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(open).toHaveBeenCalledTimes(1);
    wallet.respond(seen[1]?.id ?? "", ["0xabc"]);
    expect(await second).toEqual(["0xabc"]);
    link.close();
    wallet.close();
  });

  it("turns the wallet's refusal into the provider error it names", async () => {
    const w = windows();
    const link = linkToWallet({ host: w.app, open: () => w.toWallet });
    const wallet = linkToApp({
      host: w.wallet,
      opener: w.toApp,
      onRequest: (r) => wallet.fail(r.id, 4001, "User rejected the request."),
    });
    wallet.ready(["0xabc"], "0x1");
    const answer = link.call("personal_sign", ["0x00", "0xabc"]);
    await expect(answer).rejects.toBeInstanceOf(ProviderRpcError);
    await expect(answer).rejects.toMatchObject({ code: 4001 });
    link.close();
  });

  it("sends what waits again whenever the wallet says it is ready, and the wallet takes each request once", async () => {
    const w = windows();
    const link = linkToWallet({ host: w.app, open: () => w.toWallet });
    const onRequest = vi.fn();
    const wallet = linkToApp({ host: w.wallet, opener: w.toApp, onRequest });
    const answer = link.call("eth_sendTransaction", [{ to: "0xdef" }]).catch((err: Error) => err);
    wallet.ready(["0xabc"], "0x1");
    await vi.waitFor(() => expect(onRequest).toHaveBeenCalled());
    wallet.ready(["0xabc"], "0x1");
    await tick();
    expect(onRequest).toHaveBeenCalledTimes(1);
    link.close();
    // Closing the app's end fails what still waits.
    expect(await answer).toMatchObject({ code: 4900 });
  });

  it("believes only its own origin and its own partner window, both ways", async () => {
    const w = windows();
    const link = linkToWallet({ host: w.app, open: () => w.toWallet });
    const onRequest = vi.fn();
    const wallet = linkToApp({ host: w.wallet, opener: w.toApp, onRequest });
    wallet.ready(["0xabc"], "0x1");
    const answer = link.call("personal_sign", ["0x00", "0xabc"]);
    await vi.waitFor(() => expect(onRequest).toHaveBeenCalled());
    const id = (onRequest.mock.calls[0]?.[0] as WalletRequest | undefined)?.id ?? "";

    // Another site's window answers in the wallet's name: not believed.
    const evil = new FakeWindow("https://evil.example");
    w.app
      .handle(evil, () => w.toWallet)
      .postMessage({ channel: "admit-test-wallet", type: "response", id, result: "0xforged" }, ORIGIN);
    // Another window of this origin (another tab) is not the wallet either.
    const tab = new FakeWindow(ORIGIN);
    w.app
      .handle(tab, () => tab)
      .postMessage({ channel: "admit-test-wallet", type: "response", id, result: "0xforged" }, ORIGIN);
    // Nor does the wallet take requests from another site.
    w.wallet
      .handle(evil, () => w.toApp)
      .postMessage(
        { channel: "admit-test-wallet", type: "request", id: "x-1", method: "personal_sign", params: [] },
        ORIGIN,
      );
    await tick();
    expect(onRequest).toHaveBeenCalledTimes(1);
    wallet.respond(id, "0xreal");
    expect(await answer).toBe("0xreal");
    link.close();
  });

  it("posts only to its own origin, at both ends, so a window navigated to another site hears nothing", async () => {
    const app = new FakeWindow(ORIGIN);
    const toWallet: string[] = [];
    const walletWindow: MessageTarget = {
      postMessage: (_m, origin) => void toWallet.push(origin),
      closed: false,
    };
    const link = linkToWallet({ host: app, open: () => walletWindow });
    void link.call("personal_sign", ["0x00", "0xabc"]).catch(() => {});
    app
      .handle(new FakeWindow(ORIGIN), () => walletWindow)
      .postMessage({ channel: "admit-test-wallet", type: "ready", accounts: [], chainId: "0x1" }, ORIGIN);
    await vi.waitFor(() => expect(toWallet).toHaveLength(1));
    expect(toWallet).toEqual([ORIGIN]);

    const toApp: string[] = [];
    const wallet = linkToApp({
      host: new FakeWindow(ORIGIN),
      opener: { postMessage: (_m, origin) => void toApp.push(origin) },
      onRequest: () => {},
    });
    wallet.ready([], "0x1");
    wallet.respond("a-1", "0x");
    wallet.fail("a-2", 4001, "User rejected the request.");
    expect(toApp).toEqual([ORIGIN, ORIGIN, ORIGIN]);
    link.close();
  });

  it("declines what waits when the window is closed, and opens it again for the next call", async () => {
    const w = windows();
    const open = vi.fn(() => w.toWallet);
    const link = linkToWallet({ host: w.app, open, watchMs: 5 });
    const answer = link.call("personal_sign", ["0x00", "0xabc"]);
    w.wallet.closed = true;
    await expect(answer).rejects.toMatchObject({ code: 4001 });
    w.wallet.closed = false;
    void link.call("eth_requestAccounts", []).catch(() => {});
    expect(open).toHaveBeenCalledTimes(2);
    link.close();
  });

  it("fails at once when the browser blocks the window", async () => {
    const w = windows();
    const link = linkToWallet({ host: w.app, open: () => null });
    await expect(link.call("eth_requestAccounts", [])).rejects.toMatchObject({ code: 4900 });
    link.close();
  });

  it("knows its messages from anything else posted to the window", () => {
    const request = {
      channel: "admit-test-wallet",
      type: "request",
      id: "a-1",
      method: "eth_accounts",
      params: [],
    };
    expect(isWalletMessage(request)).toBe(true);
    expect(isWalletMessage({ ...request, channel: "metamask" })).toBe(false);
    expect(isWalletMessage({ ...request, params: "x" })).toBe(false);
    expect(
      isWalletMessage({ channel: "admit-test-wallet", type: "response", id: "a-1", error: { code: "no" } }),
    ).toBe(false);
    expect(
      isWalletMessage({ channel: "admit-test-wallet", type: "ready", accounts: [1], chainId: "0x1" }),
    ).toBe(false);
    expect(isWalletMessage("hello")).toBe(false);
  });
});
