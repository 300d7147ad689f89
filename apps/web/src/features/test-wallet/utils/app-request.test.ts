import { toHex } from "viem";
import { describe, expect, it } from "vitest";
import type { WalletRequest } from "../../../lib/wallet/test-wallet-protocol.ts";
import { formatXrpWei, triage } from "./app-request.ts";

const ME = "0x00000000000000000000000000000000000000Aa";
const request = (method: string, params: unknown[]): WalletRequest => ({
  channel: "admit-test-wallet",
  type: "request",
  id: "s-1",
  method,
  params,
});

describe("what the test wallet does with the app's requests", () => {
  it("connects and tells its chain at once", () => {
    expect(triage(request("eth_requestAccounts", []), ME, "0x4c090")).toEqual({ answer: [ME] });
    expect(triage(request("eth_chainId", []), ME, "0x4c090")).toEqual({ answer: "0x4c090" });
  });

  it("asks before signing, showing the message as text, whichever order the app sent it in", () => {
    const message = "admit.test wants you to sign in with your Ethereum account:\nÜber ✓";
    const asked = triage(request("personal_sign", [toHex(message), ME.toLowerCase()]), ME, "0x1");
    expect(asked).toEqual({
      ask: { id: "s-1", kind: "sign", text: message, isText: true, raw: { raw: toHex(message) } },
    });
    expect(triage(request("personal_sign", [ME, toHex(message)]), ME, "0x1")).toEqual(asked);
    // Bytes that are no text are shown as they are.
    expect(triage(request("personal_sign", ["0xff00", ME]), ME, "0x1")).toMatchObject({
      ask: { text: "0xff00", isText: false },
    });
  });

  it("refuses to sign for another account", () => {
    expect(
      triage(
        request("personal_sign", [toHex("hi"), "0x00000000000000000000000000000000000000bb"]),
        ME,
        "0x1",
      ),
    ).toMatchObject({ refuse: { code: 4100 } });
  });

  it("asks before sending, with to, value and data", () => {
    const tx = {
      from: ME,
      to: "0x00000000000000000000000000000000000000cc",
      value: "0xde0b6b3a7640000",
      data: "0x12",
    };
    expect(triage(request("eth_sendTransaction", [tx]), ME, "0x1")).toEqual({
      ask: { id: "s-1", kind: "send", to: tx.to, value: 10n ** 18n, data: "0x12", gas: undefined },
    });
    expect(triage(request("eth_sendTransaction", [{ ...tx, to: "nowhere" }]), ME, "0x1")).toMatchObject({
      refuse: { code: -32602 },
    });
  });

  it("refuses what it does not do", () => {
    expect(triage(request("eth_signTypedData_v4", []), ME, "0x1")).toMatchObject({ refuse: { code: 4200 } });
  });

  it("writes XRP in drops, or to the wei when it is finer", () => {
    expect(formatXrpWei(100n * 10n ** 18n)).toBe("100");
    expect(formatXrpWei(1_500_000_000_000n)).toBe("0.0000015");
    expect(formatXrpWei(1n)).toBe("0.000000000000000001");
  });
});
