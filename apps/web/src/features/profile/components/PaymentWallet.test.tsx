import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import en from "../../../locales/en.json";
import { usePopupStore } from "../../../stores/popup.ts";
import type { ApiHandler } from "../../../test/render-screen.tsx";
import { renderScreen } from "../../../test/render-screen.tsx";
import { PaymentWallet } from "./PaymentWallet.tsx";

const p = en.wallet.payment;
const LINKED = {
  address: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
  linkedAt: "2026-05-01T00:00:00.000Z",
};
const render = (api: ApiHandler) => renderScreen(<PaymentWallet />, { path: "/profile", api });

afterEach(() => usePopupStore.setState({ toasts: [] }));

describe("the profile's payment wallet", () => {
  it("offers to connect one when there is none", async () => {
    render(() => ({ body: { wallet: null } }));
    expect(await screen.findByText(p.none, {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: p.connect }));
    expect(screen.getByTestId("navigated")).toHaveTextContent("/register/wallet/code/choose");
  });

  it("shows the connected wallet's address, 6 and 4 characters, and disconnects it after asking", async () => {
    let wallet: typeof LINKED | null = LINKED;
    let fail = true;
    const { calls } = render((call) => {
      if (call.method === "GET") return { body: { wallet } };
      if (fail) return { status: 503, body: { code: "UNAVAILABLE", message: "Service unavailable" } };
      wallet = null;
      return { body: { wallet } };
    });
    expect(await screen.findByTestId("payment-wallet-address", {}, { timeout: 5000 })).toHaveTextContent(
      "0x5aAe…eAed",
    );
    await userEvent.click(screen.getByRole("button", { name: p.disconnect }));
    expect(screen.getByRole("heading", { name: p.confirm.title })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(0);
    await userEvent.click(screen.getAllByRole("button", { name: p.disconnect }).at(-1) as HTMLElement);

    // Spec §8 "disconnect failed": the wallet is still there, and the person may try again.
    const warning = await screen.findByTestId("disconnect-failed");
    expect(warning).toHaveTextContent(p.disconnectFailed.title);
    expect(screen.getByTestId("payment-wallet-address")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: en.errorPage.retry }));
    expect(await screen.findByText(p.none)).toBeInTheDocument();
    expect(screen.queryByTestId("disconnect-failed")).toBeNull();
    await waitFor(() => expect(usePopupStore.getState().toasts.map((t) => t.text)).toContain(p.disconnected));
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(2);
  });
});
