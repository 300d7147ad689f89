import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toHex } from "viem";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { announceWallet, type DiscoveredWallet } from "../../../lib/wallet/discover-wallets.ts";
import en from "../../../locales/en.json";
import type { ApiHandler } from "../../../test/render-screen.tsx";
import { renderScreen } from "../../../test/render-screen.tsx";
import { useLinkStore } from "../stores/link-store.ts";
import RegisterWalletCodeView from "./RegisterWalletCodeView.tsx";

const l = en.wallet.link;
const ADDRESS = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
const CHAIN_ID = 311_440;
const MESSAGE = [
  "localhost:3000 wants you to sign in with your Ethereum account:",
  ADDRESS,
  "",
  "Connect this wallet to pay for your Admit orders.",
  "",
  "URI: http://localhost:3000",
  "Version: 1",
  `Chain ID: ${CHAIN_ID}`,
  "Nonce: 0123456789abcdef0123456789abcdef",
  "Issued At: 2026-05-01T00:00:00.000Z",
].join("\n");
const SIGNATURE = `0x${"ab".repeat(65)}`;
const LINKED = { address: ADDRESS, linkedAt: "2026-05-01T00:00:05.000Z" };

type Answers = Record<string, (params: unknown[]) => unknown>;
let stopAnnouncing: (() => void) | undefined;

/** A browser wallet (MetaMask, say) announcing itself by EIP-6963, answering as `answers` say. */
function installWallet(answers: Answers): {
  wallet: DiscoveredWallet;
  calls: { method: string; params: unknown[] }[];
} {
  const calls: { method: string; params: unknown[] }[] = [];
  const wallet: DiscoveredWallet = {
    info: {
      uuid: "9f0c1e2a-1b2c-4d3e-8f40-123456789abc",
      name: "MetaMask",
      icon: "data:image/svg+xml,%3Csvg/%3E",
      rdns: "io.metamask",
    },
    provider: {
      request: async ({ method, params }) => {
        const list = Array.isArray(params) ? [...params] : [];
        calls.push({ method, params: list });
        const answer = answers[method];
        if (!answer) throw Object.assign(new Error(`${method} unsupported`), { code: 4200 });
        return answer(list);
      },
    },
  };
  stopAnnouncing = announceWallet(wallet);
  return { wallet, calls };
}

const rejected = () => {
  throw Object.assign(new Error("User rejected the request."), { code: 4001 });
};
const onXrpl = (balance: string): Answers => ({
  eth_requestAccounts: () => [ADDRESS],
  personal_sign: () => SIGNATURE,
  eth_chainId: () => toHex(CHAIN_ID),
  eth_getBalance: () => balance,
});

/**
 * The server: no development chain (no test wallet), the account's link (none until one is made),
 * the challenge, and the link made from it.
 */
function server(overrides: { link?: ApiHandler; linked?: typeof LINKED | null } = {}): ApiHandler {
  let linked = overrides.linked ?? null;
  return (call) => {
    if (call.path === "/api/dev/faucet") return { status: 404, body: { code: "NOT_FOUND" } };
    if (call.method === "GET" && call.path === "/users/wallet-link") return { body: { wallet: linked } };
    if (call.path === "/users/wallet-link/challenge")
      return { body: { message: MESSAGE, expiresAt: "2026-05-01T00:10:00.000Z" } };
    if (call.method === "POST" && call.path === "/users/wallet-link") {
      const refused = overrides.link?.(call);
      if (refused) return refused;
      linked = LINKED;
      return { body: LINKED };
    }
    return undefined;
  };
}

/** The sign button once the server's message is there (the first answer of a run loads the contract's schemas first). */
async function signButton(name = "Sign in MetaMask") {
  const button = await screen.findByRole("button", { name }, { timeout: 5000 });
  await waitFor(() => expect(button).toBeEnabled(), { timeout: 5000 });
  return button;
}

const render = (stage: string, api: ApiHandler) =>
  renderScreen(<RegisterWalletCodeView />, {
    path: `/register/wallet/code/${stage}`,
    pattern: "/register/wallet/code/:stage",
    api,
  });

beforeEach(() => useLinkStore.getState().reset());
afterEach(() => {
  stopAnnouncing?.();
  stopAnnouncing = undefined;
  vi.restoreAllMocks();
});

describe("linking a wallet: choose", () => {
  it("lists the browser's wallets; connecting one leads to the signature", async () => {
    const { calls } = installWallet(onXrpl("0x1"));
    render("choose", server());
    await userEvent.click(await screen.findByRole("button", { name: /MetaMask/ }, { timeout: 5000 }));
    expect(await screen.findByRole("heading", { name: l.sign.title })).toBeInTheDocument();
    expect(screen.getByTestId("sign-address")).toHaveTextContent("0x5aAe…eAed");
    expect(calls.map((c) => c.method)).toEqual(["eth_requestAccounts"]);
  });

  it("says so when the wallet declines to connect, and tries again", async () => {
    let decline = true;
    installWallet({ eth_requestAccounts: () => (decline ? rejected() : [ADDRESS]) });
    render("choose", server());
    await userEvent.click(await screen.findByRole("button", { name: /MetaMask/ }, { timeout: 5000 }));
    const notice = await screen.findByTestId("connect-failed");
    expect(notice).toHaveTextContent(l.connectFailed.title);
    expect(notice).toHaveTextContent(l.connectFailed.declined.replace("{{wallet}}", "MetaMask"));
    decline = false;
    await userEvent.click(screen.getByRole("button", { name: l.retry }));
    expect(await screen.findByRole("heading", { name: l.sign.title })).toBeInTheDocument();
  });

  it("says when a wallet does not answer at all: connect failed", async () => {
    installWallet({ eth_requestAccounts: () => Promise.reject(new Error("locked")) });
    render("choose", server());
    await userEvent.click(await screen.findByRole("button", { name: /MetaMask/ }, { timeout: 5000 }));
    expect(await screen.findByTestId("connect-failed")).toHaveTextContent(
      l.connectFailed.text.replace("{{wallet}}", "MetaMask"),
    );
  });

  it("tells a browser without any wallet how to get one", async () => {
    render("choose", server());
    expect(await screen.findByRole("heading", { name: l.noWallet.title })).toBeInTheDocument();
    expect(screen.getByText(l.noWallet.text)).toBeInTheDocument();
  });

  it("shows the wallet already connected instead", async () => {
    render("choose", server({ linked: LINKED }));
    expect(await screen.findByRole("heading", { name: l.done.title })).toBeInTheDocument();
    expect(screen.getByTestId("linked-address")).toHaveTextContent("0x5aAe…eAed");
  });
});

describe("linking a wallet: sign", () => {
  const connectedWith = (answers: Answers) => {
    const { wallet, calls } = installWallet(answers);
    useLinkStore.getState().connected(wallet, ADDRESS);
    return calls;
  };

  it("signs the server's message in the wallet, links it, and shows the address", async () => {
    const calls = connectedWith(onXrpl("0xde0b6b3a7640000"));
    const { calls: api } = render("sign", server());
    await signButton();
    await userEvent.click(screen.getByText(l.sign.message));
    expect(screen.getByText(/Chain ID: 311440/)).toBeInTheDocument();
    // The message stays in English (EIP-4361 allows only ASCII in its statement): what it says is told in the reader's language.
    expect(screen.getByText(l.sign.meaning)).toBeInTheDocument();
    await userEvent.click(await signButton());
    expect(await screen.findByRole("heading", { name: l.done.title })).toBeInTheDocument();
    expect(screen.getByTestId("linked-address")).toHaveTextContent("0x5aAe…eAed");
    expect(screen.queryByTestId("no-xrpl-account")).toBeNull();
    expect(calls[0]).toEqual({ method: "personal_sign", params: [toHex(MESSAGE), ADDRESS] });
    expect(api.find((c) => c.method === "POST" && c.path === "/users/wallet-link")?.body).toEqual({
      message: MESSAGE,
      signature: SIGNATURE,
    });
  });

  it("warns when the linked wallet has no XRP on XRPL EVM: a wallet without an XRPL account", async () => {
    connectedWith(onXrpl("0x0"));
    render("sign", server());
    await userEvent.click(await signButton());
    const warning = await screen.findByTestId("no-xrpl-account");
    expect(warning).toHaveTextContent(l.noXrplAccount.title);
    expect(await screen.findByRole("heading", { name: l.done.title })).toBeInTheDocument();
  });

  it("asks a wallet on another chain to switch before reading its balance, and says nothing if it cannot", async () => {
    const calls = connectedWith({
      ...onXrpl("0x0"),
      eth_chainId: () => "0x1",
      wallet_switchEthereumChain: () => {
        throw Object.assign(new Error("Unrecognized chain"), { code: 4902 });
      },
    });
    render("sign", server());
    await userEvent.click(await signButton());
    expect(await screen.findByRole("heading", { name: l.done.title })).toBeInTheDocument();
    expect(calls.find((c) => c.method === "wallet_switchEthereumChain")?.params).toEqual([
      { chainId: toHex(CHAIN_ID) },
    ]);
    expect(calls.some((c) => c.method === "eth_getBalance")).toBe(false);
    expect(screen.queryByTestId("no-xrpl-account")).toBeNull();
  });

  it("says when the signature was declined, links nothing, and signs again", async () => {
    let decline = true;
    connectedWith({ ...onXrpl("0x1"), personal_sign: () => (decline ? rejected() : SIGNATURE) });
    const { calls: api } = render("sign", server());
    await userEvent.click(await signButton());
    const notice = await screen.findByTestId("problem-signDeclined");
    expect(notice).toHaveTextContent(l.problem.signDeclined.title);
    expect(api.some((c) => c.method === "POST" && c.path === "/users/wallet-link")).toBe(false);
    decline = false;
    await userEvent.click(await signButton("Sign again in MetaMask"));
    expect(await screen.findByRole("heading", { name: l.done.title })).toBeInTheDocument();
  });

  it("gives each refusal of the server its own state", async () => {
    const refusals = [
      ["WALLET_CHALLENGE_EXPIRED", 410, "expired", en.wallet.link.problem.expired.title],
      ["WALLET_SIGNATURE_INVALID", 400, "notAccepted", en.wallet.link.problem.notAccepted.title],
      ["WALLET_LINKED_ELSEWHERE", 409, "linkedElsewhere", en.wallet.link.problem.linkedElsewhere.title],
    ] as const;
    for (const [code, status, kind, title] of refusals) {
      useLinkStore.getState().reset();
      connectedWith(onXrpl("0x1"));
      const view = render(
        "sign",
        server({ link: () => ({ status, body: { code, message: `server: ${code}` } }) }),
      );
      await userEvent.click(await signButton());
      const notice = await screen.findByTestId(`problem-${kind}`);
      expect(notice).toHaveTextContent(title);
      view.unmount();
      stopAnnouncing?.();
    }
  });

  it("asks for a new message when the first one expired", async () => {
    let expired = true;
    connectedWith(onXrpl("0x1"));
    const { calls: api } = render(
      "sign",
      server({
        link: () =>
          expired
            ? { status: 410, body: { code: "WALLET_CHALLENGE_EXPIRED", message: "expired" } }
            : undefined,
      }),
    );
    await userEvent.click(await signButton());
    await screen.findByTestId("problem-expired");
    expect(screen.getByRole("button", { name: "Sign in MetaMask" })).toBeDisabled();
    expired = false;
    await userEvent.click(screen.getByRole("button", { name: l.startAgain }));
    await waitFor(() => expect(api.filter((c) => c.path === "/users/wallet-link/challenge")).toHaveLength(2));
    await userEvent.click(await signButton());
    expect(await screen.findByRole("heading", { name: l.done.title })).toBeInTheDocument();
  });

  it("starts again from the choice after a reload (the connected wallet is not kept)", async () => {
    render("sign", server());
    expect(await screen.findByRole("heading", { name: l.choose.title })).toBeInTheDocument();
  });
});

describe("linking a wallet: in-app browsers", () => {
  it("sends an in-app browser out to the system browser, as social sign-in does", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(
      "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 Instagram 312.0",
    );
    render("choose", server());
    expect(await screen.findByRole("heading", { name: l.unsupported.title })).toBeInTheDocument();
    expect(screen.getByText(l.unsupported.text.replace("{{app}}", "Instagram"))).toBeInTheDocument();
    expect(screen.getByRole("link", { name: l.unsupported.open })).toHaveAttribute(
      "href",
      "intent://localhost:3000/register/wallet/code/choose#Intent;scheme=http;package=com.android.chrome;end",
    );
  });
});
