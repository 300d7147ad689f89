import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { decodeFunctionData, toHex } from "viem";
import { afterEach, describe, expect, it, vi } from "vitest";
import { announceWallet, type DiscoveredWallet } from "../../../lib/wallet/discover-wallets.ts";
import en from "../../../locales/en.json";
import type { ApiHandler } from "../../../test/render-screen.tsx";
import { renderScreen } from "../../../test/render-screen.tsx";
import { saveWalletCheckout } from "../utils/wallet-checkout.ts";
import PayWalletView from "./PayWalletView.tsx";

const w = en.pay.wallet;
const ORDER = "ord_walletTest01";
const PAYER = "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed";
const CONTRACT = "0x1111111111111111111111111111111111111111";
const ORDER_KEY = `0x${"ab".repeat(32)}`;
const HASH = `0x${"cd".repeat(32)}`;
const CHAIN_ID = 311_440;
let stop: (() => void) | undefined;

afterEach(() => {
  stop?.();
  stop = undefined;
  sessionStorage.clear();
  vi.restoreAllMocks();
});

/** The reservation the summary made, kept for the tab as the wizard keeps it. */
function reserved(minutes = 10) {
  saveWalletCheckout({
    orderId: ORDER,
    amount: 25_500_000,
    currency: "XRP",
    expiresAt: new Date(Date.now() + minutes * 60_000).toISOString(),
    checkout: {
      provider: "wallet",
      clientKey: "",
      customerKey: "ck",
      orderName: "Ledger Lights",
      checkoutUrl: null,
      sdkUrl: null,
      sdkRequest: null,
      successUrl: "/pay/result/confirm",
      failUrl: "/pay/result/fail",
      wallet: {
        network: "XRPL_EVM",
        chainId: CHAIN_ID,
        contract: CONTRACT,
        orderKey: ORDER_KEY,
        value: (25_500_000n * 10n ** 12n).toString(),
        payer: PAYER,
        paused: false,
        explorerUrl: null,
      },
    },
  });
}

function wallet(account = PAYER) {
  const sent: unknown[] = [];
  const discovered: DiscoveredWallet = {
    info: {
      uuid: "9f0c1e2a-1b2c-4d3e-8f40-123456789abc",
      name: "MetaMask",
      icon: "data:image/svg+xml,%3Csvg/%3E",
      rdns: "io.metamask",
    },
    provider: {
      request: async ({ method, params }) => {
        if (method === "eth_requestAccounts") return [account];
        if (method === "eth_chainId") return toHex(CHAIN_ID);
        if (method === "eth_sendTransaction") {
          sent.push((params as unknown[])[0]);
          return HASH;
        }
        throw Object.assign(new Error(`${method} unsupported`), { code: 4200 });
      },
    },
  };
  stop = announceWallet(discovered);
  return sent;
}

const server =
  (check: ReturnType<ApiHandler>): ApiHandler =>
  (call) => {
    if (call.path === "/api/dev/faucet") return { status: 404, body: { code: "NOT_FOUND" } };
    if (call.path === `/discover/orders/${ORDER}/wallet`) return check;
    return undefined;
  };

const render = (api: ApiHandler) =>
  renderScreen(<PayWalletView />, { path: `/pay/wallet/${ORDER}`, pattern: "/pay/wallet/:orderId", api });

describe("paying an XRP order with the linked wallet", () => {
  it("shows the amount, the contract and the time left, then sends pay(orderKey) with the amount", async () => {
    reserved();
    const sent = wallet();
    render(server({ body: { payer: PAYER, balance: "1", value: "1" } }));
    expect(screen.getByTestId("wallet-pay-amount")).toHaveTextContent("25.5 XRP");
    expect(screen.getByTestId("wallet-pay-deadline")).toHaveTextContent(/^(9|10):\d\d$/);
    const pay = await screen.findByRole("button", { name: /Pay with MetaMask/ }, { timeout: 5000 });
    await userEvent.click(pay);
    await waitFor(() => expect(sent).toHaveLength(1));
    const tx = sent[0] as { to: string; value: string; data: `0x${string}`; from: string };
    expect(tx).toMatchObject({ to: CONTRACT, from: PAYER, value: toHex(25_500_000n * 10n ** 12n) });
    const abi = [
      {
        type: "function",
        name: "pay",
        stateMutability: "payable",
        inputs: [{ name: "orderId", type: "bytes32" }],
        outputs: [],
      },
    ] as const;
    expect(decodeFunctionData({ abi, data: tx.data }).args).toEqual([ORDER_KEY]);
  });

  it.each([
    ["8204", w.warning.insufficient.title],
    ["8207", w.warning.expired.title],
    ["WALLET_PAYMENTS_PAUSED", w.warning.paused.title],
    ["WALLET_NO_ACCOUNT", w.warning.noAccount.title],
    ["WALLET_NOT_LINKED", w.warning.notLinked.title],
  ])("shows the wallet warning for %s before anything is signed", async (code, title) => {
    reserved();
    const sent = wallet();
    render(server({ status: code === "WALLET_PAYMENTS_PAUSED" ? 503 : 400, body: { code, message: "x" } }));
    expect(await screen.findByTestId("wallet-pay-warning", {}, { timeout: 5000 })).toHaveTextContent(title);
    expect(screen.queryByRole("button", { name: /Pay with MetaMask/ })).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it("asks for the linked account when the wallet connects another", async () => {
    reserved();
    const sent = wallet("0x0000000000000000000000000000000000000001");
    render(server({ body: { payer: PAYER, balance: "1", value: "1" } }));
    await userEvent.click(
      await screen.findByRole("button", { name: /Pay with MetaMask/ }, { timeout: 5000 }),
    );
    expect(await screen.findByTestId("wallet-pay-warning")).toHaveTextContent(w.warning.wrongAccount.title);
    expect(sent).toHaveLength(0);
  });

  it("says the payment is no longer open here without its reservation", async () => {
    render(server({ body: {} }));
    expect(await screen.findByTestId("wallet-pay-missing")).toHaveTextContent(w.missing.title);
  });
});
