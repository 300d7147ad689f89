import { type Hex, parseEther } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../helper.ts";

/** Creation code that never ends (JUMPDEST, PUSH1 0, JUMP): an `eth_call` without `to` runs it. */
const ENDLESS = "0x5b600056";
/** Creation code that counts 8,192 down to 0 and stops: about 235,000 gas. */
const COUNTDOWN = "0x6120005b600190038060035700";
/** Creation code that stops at once. */
const STOP = "0x00";

type App = Awaited<ReturnType<typeof buildTestApp>>["app"];

let id = 0;
const rpc = (app: App, method: string, params: unknown[]) =>
  app.inject({
    method: "POST",
    url: "/chain/polygon/rpc",
    payload: { jsonrpc: "2.0", id: ++id, method, params },
  });

describe("POST /chain/{network}/rpc: what anyone may ask of the embedded chain", () => {
  it("refuses a call or an estimate past the gas cap with a JSON-RPC error, whatever gas it asks", async () => {
    const t = await buildTestApp({ JOBS_WORK: "false", CHAIN_RPC_GAS_CAP: "100000" });
    try {
      const counted = await rpc(t.app, "eth_call", [{ data: COUNTDOWN }, "latest"]);
      expect(counted.json()).toMatchObject({
        error: { code: -32000, message: "out of gas (gas cap 100000)" },
      });
      const asked = await rpc(t.app, "eth_call", [{ data: COUNTDOWN, gas: "0x10000000" }, "latest"]);
      expect(asked.json()).toMatchObject({ error: { code: -32000 } });
      const endless = await rpc(t.app, "eth_call", [{ data: ENDLESS }, "latest"]);
      expect(endless.json()).toMatchObject({ error: { code: -32000, message: /out of gas/ } });
      const estimate = await rpc(t.app, "eth_estimateGas", [{ data: ENDLESS }]);
      expect(estimate.json()).toMatchObject({
        error: { code: -32000, message: "gas required exceeds allowance (100000)" },
      });
      // Under the cap a call is answered as before.
      expect((await rpc(t.app, "eth_call", [{ data: STOP }, "latest"])).json()).toMatchObject({
        result: "0x",
      });
      // The app's own calls are not the public route's: the issuer's reads keep the full cap.
      const own = t.app.chains.client("POLYGON").public;
      await expect(own.call({ data: COUNTDOWN })).resolves.toMatchObject({});
    } finally {
      await t.close();
    }
  });

  it("answers a call that outlasts the time-out with an error, and the next call as before", async () => {
    const t = await buildTestApp({
      JOBS_WORK: "false",
      CHAIN_RPC_GAS_CAP: "100000000000",
      CHAIN_RPC_CALL_TIMEOUT_MS: "300",
    });
    try {
      const endless = await rpc(t.app, "eth_call", [{ data: ENDLESS }, "latest"]);
      expect(endless.json()).toMatchObject({
        error: { code: -32000, message: "execution aborted (timeout = 300 ms)" },
      });
      expect((await rpc(t.app, "eth_call", [{ data: STOP }, "latest"])).json()).toMatchObject({
        result: "0x",
      });
    } finally {
      await t.close();
    }
  });

  it("runs public calls apart from the chain's mining: endless calls in parallel do not hold up the operator's write", async () => {
    // Calls that would run for minutes: only the mining path's independence lets the write through.
    const t = await buildTestApp({
      JOBS_WORK: "false",
      CHAIN_RPC_GAS_CAP: "100000000000",
      CHAIN_RPC_CALL_TIMEOUT_MS: "600000",
    });
    try {
      let answered = 0;
      const calls = Array.from({ length: 8 }, () =>
        rpc(t.app, "eth_call", [{ data: ENDLESS }, "latest"]).finally(() => answered++),
      );
      // Each call is on its way to the EVM before the write starts.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const to = privateKeyToAccount(generatePrivateKey()).address;
      const sent = await t.app.chains.outbox.submit({
        network: "POLYGON",
        kind: "faucet",
        to,
        data: "0x",
        gas: 21_000n,
        value: parseEther("0.001"),
      });
      const settled = await t.app.chains.outbox.settleOne(sent);
      expect(settled?.status).toBe("confirmed");
      expect(answered).toBe(0);
      const balance = await t.app.chains.client("POLYGON").public.getBalance({ address: to as Hex });
      expect(balance).toBe(parseEther("0.001"));
      // Closing stops the readers' worker: the calls end with an error, never a result.
      await t.close();
      for (const call of await Promise.all(calls)) expect(call.json()).toHaveProperty("error");
    } finally {
      await t.close().catch(() => {});
    }
  });

  it("limits each client's calls a minute, answering 429 with a JSON-RPC error past the setting", async () => {
    const t = await buildTestApp({ JOBS_WORK: "false", CHAIN_RPC_PER_MINUTE: "3" });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) codes.push((await rpc(t.app, "eth_chainId", [])).statusCode);
      expect(codes).toEqual([200, 200, 200]);
      const refused = await rpc(t.app, "eth_chainId", []);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ jsonrpc: "2.0", error: { code: -32005 } });
      // The app's own calls take the handler, not the route: never limited.
      for (let i = 0; i < 5; i++)
        expect(await t.app.chains.client("POLYGON").public.getChainId()).toBe(
          t.app.chains.settings("POLYGON").chainId,
        );
    } finally {
      await t.close();
    }
  });
});
