import { ProviderRpcError, RPC_ERROR } from "./eip1193.ts";

/**
 * How the app's test wallet provider and the /test/wallet window speak (issue 15): window
 * messages between two windows of this origin, one opening the other. Each end believes a message
 * only when it comes from this origin and from the window it speaks with, and posts only to this
 * origin. A request carries an id; its answer names it. The wallet says `ready` whenever it loads
 * (and when its key changes): the app then sends every request still waiting, which the wallet
 * takes once each.
 */
export const TEST_WALLET_PATH = "/test/wallet";
/** The wallet window's name: a second request opens the same window, never a second one. */
export const TEST_WALLET_WINDOW = "admit-test-wallet";
const CHANNEL = "admit-test-wallet";

export interface WalletRequest {
  channel: typeof CHANNEL;
  type: "request";
  id: string;
  method: string;
  params: unknown[];
}
export interface WalletResponse {
  channel: typeof CHANNEL;
  type: "response";
  id: string;
  result?: unknown;
  error?: { code: number; message: string };
}
export interface WalletReady {
  channel: typeof CHANNEL;
  type: "ready";
  accounts: string[];
  chainId: string;
}
export type WalletMessage = WalletRequest | WalletResponse | WalletReady;

/** A window as the other end sees it: something to post to, which may have been closed. */
export interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string): void;
  readonly closed?: boolean;
  /** Brings the window forward (a window the page opened), as a wallet shows itself when asked. */
  focus?(): void;
}

/** This end's own window: where messages arrive, and its origin. */
export interface MessageHost {
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  removeEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  location: { origin: string };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/** Whether `data` is one of the protocol's messages, well formed. */
export function isWalletMessage(data: unknown): data is WalletMessage {
  if (!isRecord(data) || data.channel !== CHANNEL) return false;
  switch (data.type) {
    case "request":
      return typeof data.id === "string" && typeof data.method === "string" && Array.isArray(data.params);
    case "response":
      return (
        typeof data.id === "string" &&
        (data.error === undefined ||
          (isRecord(data.error) &&
            typeof data.error.code === "number" &&
            typeof data.error.message === "string"))
      );
    case "ready":
      return (
        Array.isArray(data.accounts) &&
        data.accounts.every((a) => typeof a === "string") &&
        typeof data.chainId === "string"
      );
    default:
      return false;
  }
}

/** The message of `event` when it is the protocol's and comes from `from` on this origin; else undefined. */
function accepted(event: MessageEvent, host: MessageHost, from: unknown): WalletMessage | undefined {
  if (event.origin !== host.location.origin || from === null || event.source !== from) return undefined;
  return isWalletMessage(event.data) ? event.data : undefined;
}

export interface WalletLink {
  /** Sends a request to the wallet window (opening it when needed) and answers its result. */
  call(method: string, params: unknown[]): Promise<unknown>;
  close(): void;
}

/**
 * The app's end: opens the wallet window on the first call (and again after it was closed),
 * holds each request until the wallet is ready, and fails every waiting request when the window
 * is closed — as a person closing a wallet's window declines what it asked.
 */
export function linkToWallet(options: {
  host: MessageHost;
  /** Opens (or finds) the wallet window; null when the browser refused (a pop-up blocker). */
  open: () => MessageTarget | null;
  onReady?: (ready: WalletReady) => void;
  /** How often a waiting request looks whether the window is still open. */
  watchMs?: number;
}): WalletLink {
  const { host, open, onReady, watchMs = 500 } = options;
  const pending = new Map<
    string,
    { request: WalletRequest; resolve: (v: unknown) => void; reject: (e: Error) => void }
  >();
  let wallet: MessageTarget | null = null;
  let ready = false;
  let watch: ReturnType<typeof setInterval> | undefined;
  let count = 0;
  const session = Math.random().toString(36).slice(2, 10);

  const post = (request: WalletRequest) => wallet?.postMessage(request, host.location.origin);
  const stopWatch = () => {
    clearInterval(watch);
    watch = undefined;
  };
  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    stopWatch();
  };
  const onMessage = (event: MessageEvent) => {
    const message = accepted(event, host, wallet);
    if (!message) return;
    if (message.type === "ready") {
      ready = true;
      onReady?.(message);
      for (const { request } of pending.values()) post(request);
      return;
    }
    if (message.type !== "response") return;
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (pending.size === 0) stopWatch();
    if (message.error) waiting.reject(new ProviderRpcError(message.error.code, message.error.message));
    else waiting.resolve(message.result);
  };
  host.addEventListener("message", onMessage);

  const windowOpen = (): MessageTarget => {
    if (wallet && !wallet.closed) return wallet;
    const opened = open();
    if (!opened)
      throw new ProviderRpcError(
        RPC_ERROR.disconnected,
        "The test wallet's window could not open: allow pop-ups for this site.",
      );
    wallet = opened;
    ready = false;
    return opened;
  };

  return {
    call(method, params) {
      return new Promise((resolve, reject) => {
        try {
          windowOpen().focus?.();
        } catch (err) {
          reject(err as Error);
          return;
        }
        count += 1;
        const request: WalletRequest = {
          channel: CHANNEL,
          type: "request",
          id: `${session}-${count}`,
          method,
          params,
        };
        pending.set(request.id, { request, resolve, reject });
        if (ready) post(request);
        watch ??= setInterval(() => {
          if (!wallet?.closed) return;
          wallet = null;
          ready = false;
          failAll(new ProviderRpcError(RPC_ERROR.userRejected, "The test wallet's window was closed."));
        }, watchMs);
      });
    },
    close() {
      host.removeEventListener("message", onMessage);
      failAll(new ProviderRpcError(RPC_ERROR.disconnected, "The test wallet was disconnected."));
    },
  };
}

export interface AppLink {
  /** Tells the app the wallet is (again) ready, with its account and chain. */
  ready(accounts: string[], chainId: string): void;
  respond(id: string, result: unknown): void;
  fail(id: string, code: number, message: string): void;
  close(): void;
}

/**
 * The wallet's end: requests from the window that opened it, each taken once (the app sends
 * again what waits at every `ready`), answered to that window only.
 */
export function linkToApp(options: {
  host: MessageHost;
  /** The window that opened the wallet (`window.opener`); null when the page was opened by hand. */
  opener: MessageTarget | null;
  onRequest: (request: WalletRequest) => void;
}): AppLink {
  const { host, opener, onRequest } = options;
  const seen = new Set<string>();
  const send = (message: WalletMessage) => opener?.postMessage(message, host.location.origin);
  const onMessage = (event: MessageEvent) => {
    const message = accepted(event, host, opener);
    if (message?.type !== "request" || seen.has(message.id)) return;
    seen.add(message.id);
    onRequest(message);
  };
  host.addEventListener("message", onMessage);
  return {
    ready: (accounts, chainId) => send({ channel: CHANNEL, type: "ready", accounts, chainId }),
    respond: (id, result) => send({ channel: CHANNEL, type: "response", id, result }),
    fail: (id, code, message) => send({ channel: CHANNEL, type: "response", id, error: { code, message } }),
    close: () => host.removeEventListener("message", onMessage),
  };
}
