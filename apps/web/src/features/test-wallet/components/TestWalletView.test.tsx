import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toHex, verifyMessage } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../../lib/storage.ts";
import en from "../../../locales/en.json";
import { usePopupStore } from "../../../stores/popup.ts";
import type { ApiHandler } from "../../../test/render-screen.tsx";
import { renderScreen } from "../../../test/render-screen.tsx";
import TestWalletView from "./TestWalletView.tsx";

const w = en.testWallet;
const KEY = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d";
const ACCOUNT = privateKeyToAccount(KEY);
const CHAIN = { network: "XRPL_EVM", chainId: 311_440, rpcPath: "/chain/xrpl-evm/rpc", amount: 100_000_000 };

/** The development server: its chain, and the account's balance (100 XRP) on it. */
const devServer: ApiHandler = (call) => {
  if (call.method === "GET" && call.path === "/api/dev/faucet") return { body: CHAIN };
  if (call.path === CHAIN.rpcPath)
    return { body: { jsonrpc: "2.0", id: 1, result: toHex(100n * 10n ** 18n) } };
  return undefined;
};

/** The app's window that opened the wallet: what the wallet posted to it, and a way to post as it. */
function openedByTheApp() {
  const posted: { message: Record<string, unknown>; origin: string }[] = [];
  const opener = {
    postMessage: (message: Record<string, unknown>, origin: string) => posted.push({ message, origin }),
  };
  Object.defineProperty(window, "opener", { configurable: true, value: opener });
  const send = (data: unknown, origin = window.location.origin) =>
    act(() => {
      const event = new Event("message");
      Object.defineProperties(event, {
        data: { value: data },
        origin: { value: origin },
        source: { value: opener },
      });
      window.dispatchEvent(event);
    });
  const request = (id: string, method: string, params: unknown[], origin?: string) =>
    send({ channel: "admit-test-wallet", type: "request", id, method, params }, origin);
  const answerTo = (id: string) => posted.find((p) => p.message.type === "response" && p.message.id === id);
  return { posted, request, answerTo };
}

beforeEach(() => localStorage.setItem(STORAGE_KEYS.testWalletKey, KEY));
afterEach(() => {
  Object.defineProperty(window, "opener", { configurable: true, value: null });
  usePopupStore.setState({ toasts: [] });
});

const render = (api: ApiHandler = devServer) =>
  renderScreen(<TestWalletView />, { path: "/test/wallet", api });

describe("TestWalletView", () => {
  it("shows the kept key's address and its XRP on the development chain", async () => {
    render();
    expect(await screen.findByTestId("test-wallet-address", {}, { timeout: 5000 })).toHaveTextContent(
      ACCOUNT.address,
    );
    expect(await screen.findByTestId("test-wallet-balance")).toHaveTextContent("100 XRP");
    expect(screen.getByText(w.network.replace("{{chainId}}", "311440"))).toBeInTheDocument();
    expect(screen.getByText(w.requests.alone)).toBeInTheDocument();
  });

  it("is refused where the server has no development chain (production)", async () => {
    render((call) =>
      call.path === "/api/dev/faucet" ? { status: 404, body: { code: "NOT_FOUND" } } : undefined,
    );
    expect(await screen.findByRole("heading", { name: w.unavailable.title })).toBeInTheDocument();
    expect(screen.queryByTestId("test-wallet-address")).toBeNull();
  });

  it("asks for test XRP from the faucet", async () => {
    const { calls } = render((call) =>
      call.method === "POST" && call.path === "/api/dev/faucet"
        ? { body: { address: ACCOUNT.address, amount: 100_000_000, txHash: `0x${"1".repeat(64)}` } }
        : devServer(call),
    );
    await userEvent.click(await screen.findByRole("button", { name: w.faucet }, { timeout: 5000 }));
    await waitFor(() =>
      expect(usePopupStore.getState().toasts.map((t) => t.text)).toContain(
        w.faucetDone.replace("{{amount}}", "100"),
      ),
    );
    expect(calls.find((c) => c.method === "POST" && c.path === "/api/dev/faucet")?.body).toEqual({
      address: ACCOUNT.address,
    });
  });

  it("lists the app's requests: a message to sign, in full, signed with the key on approval", async () => {
    const app = openedByTheApp();
    render();
    await screen.findByTestId("test-wallet-address", {}, { timeout: 5000 });
    // The wallet tells the app it is ready, and which account it holds, on this origin only.
    await waitFor(() =>
      expect(app.posted[0]).toEqual({
        message: {
          channel: "admit-test-wallet",
          type: "ready",
          accounts: [ACCOUNT.address],
          chainId: "0x4c090",
        },
        origin: window.location.origin,
      }),
    );
    // Connecting is answered at once; signing waits for the person.
    app.request("a-1", "eth_requestAccounts", []);
    expect(app.answerTo("a-1")?.message.result).toEqual([ACCOUNT.address]);
    const message =
      "localhost wants you to sign in with your Ethereum account:\nLine two\n\nChain ID: 311440";
    app.request("a-2", "personal_sign", [toHex(message), ACCOUNT.address]);
    const card = await screen.findByTestId("wallet-request");
    expect(within(card).getByRole("heading", { name: w.request.sign })).toBeInTheDocument();
    expect(within(card).getByTestId("request-message").textContent).toBe(message);
    expect(app.answerTo("a-2")).toBeUndefined();

    await userEvent.click(within(card).getByRole("button", { name: w.request.approve }));
    await waitFor(() => expect(app.answerTo("a-2")).toBeDefined());
    const signature = app.answerTo("a-2")?.message.result as `0x${string}`;
    expect(await verifyMessage({ address: ACCOUNT.address, message, signature })).toBe(true);
    expect(screen.queryByTestId("wallet-request")).toBeNull();
  });

  it("shows a transaction's recipient, XRP value and data, and a rejection reaches the app", async () => {
    const app = openedByTheApp();
    render();
    await screen.findByTestId("test-wallet-address", {}, { timeout: 5000 });
    const to = "0x00000000000000000000000000000000000000Cc";
    app.request("b-1", "eth_sendTransaction", [
      { from: ACCOUNT.address, to, value: toHex(1_500_000n * 10n ** 12n), data: "0xd0e30db0" },
    ]);
    const card = await screen.findByTestId("wallet-request");
    expect(within(card).getByRole("heading", { name: w.request.send })).toBeInTheDocument();
    expect(card).toHaveTextContent(to);
    expect(within(card).getByTestId("request-value")).toHaveTextContent("1.5 XRP");
    expect(card).toHaveTextContent("0xd0e30db0");
    await userEvent.click(within(card).getByRole("button", { name: w.request.reject }));
    expect(app.answerTo("b-1")?.message.error).toEqual({ code: 4001, message: "User rejected the request." });
    expect(screen.queryByTestId("wallet-request")).toBeNull();
  });

  it("takes no request from another site, nor one for another account", async () => {
    const app = openedByTheApp();
    render();
    await screen.findByTestId("test-wallet-address", {}, { timeout: 5000 });
    app.request("c-1", "personal_sign", [toHex("hi"), ACCOUNT.address], "https://evil.example");
    app.request("c-2", "personal_sign", [toHex("hi"), "0x00000000000000000000000000000000000000bb"]);
    expect(app.answerTo("c-1")).toBeUndefined();
    expect(app.answerTo("c-2")?.message.error).toMatchObject({ code: 4100 });
    expect(screen.queryByTestId("wallet-request")).toBeNull();
  });

  it("makes a new key on request, and refuses what waited for the old one", async () => {
    const app = openedByTheApp();
    render();
    await screen.findByTestId("test-wallet-address", {}, { timeout: 5000 });
    app.request("d-1", "personal_sign", [toHex("hi"), ACCOUNT.address]);
    await screen.findByTestId("wallet-request");
    await userEvent.click(screen.getByRole("button", { name: w.newKey }));
    await userEvent.click(screen.getByRole("button", { name: w.renew.confirm }));
    await waitFor(() =>
      expect(screen.getByTestId("test-wallet-address")).not.toHaveTextContent(ACCOUNT.address),
    );
    const fresh = screen.getByTestId("test-wallet-address").textContent;
    expect(localStorage.getItem(STORAGE_KEYS.testWalletKey)).not.toBe(KEY);
    expect(app.answerTo("d-1")?.message.error).toMatchObject({ code: 4100 });
    await waitFor(() =>
      expect(app.posted.at(-1)?.message).toMatchObject({ type: "ready", accounts: [fresh] }),
    );
    expect(screen.queryByTestId("wallet-request")).toBeNull();
  });
});
