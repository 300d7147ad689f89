import type { TDevFaucetInfo, TDevFaucetResponse } from "@admit/contract/dev";
import { dropsToWei } from "@admit/contract/xrp";
import { getAddress, isAddress } from "viem";
import type { Config, NetworkConfig } from "../../config.ts";
import type { Deps } from "../../deps.ts";
import { AppError } from "../../lib/app-error.ts";

/** What one faucet call sends: 100 XRP, in drops. */
export const FAUCET_DROPS = 100_000_000;
/** A plain transfer's gas. */
const TRANSFER_GAS = 21_000n;

/**
 * The network the faucet pays on: XRPL EVM when it runs on the embedded chain, outside production.
 * Anywhere else there is no faucet (its XRP would be real).
 */
export function faucetNetwork(config: Pick<Config, "production" | "networks">): NetworkConfig | undefined {
  if (config.production) return undefined;
  const settings = config.networks.find((n) => n.network === "XRPL_EVM");
  return settings && !settings.rpcUrl ? settings : undefined;
}

/** GET /api/dev/faucet: what the test wallet needs to know of its chain. */
export function faucetInfo(settings: NetworkConfig): TDevFaucetInfo {
  return {
    network: "XRPL_EVM",
    chainId: settings.chainId,
    rpcPath: `/chain/${settings.slug}/rpc`,
    amount: FAUCET_DROPS,
  };
}

/**
 * POST /api/dev/faucet: 100 test XRP from the network's operator to `raw`. A real transaction
 * (the wallet sees it arrive, with its hash), written through the chain outbox like every
 * transaction of the operator, so it never takes a nonce behind the outbox's back.
 */
export async function sendTestXrp(
  deps: Pick<Deps, "chains">,
  settings: NetworkConfig,
  raw: string,
): Promise<TDevFaucetResponse> {
  // Lower or upper case carries no checksum; a mixed-case address with a wrong one is mistyped.
  if (!isAddress(raw))
    throw new AppError("VALIDATION", { field: "address", data: { fields: { address: "valid.format" } } });
  const address = getAddress(raw.toLowerCase());
  const outbox = deps.chains.outbox;
  const sent = await outbox.submit({
    network: settings.network,
    kind: "faucet",
    to: address,
    data: "0x",
    gas: TRANSFER_GAS,
    value: dropsToWei(FAUCET_DROPS),
  });
  // The embedded chain mines at once: settled now, the balance the wallet reads next includes it.
  const settled = sent.status === "sent" ? ((await outbox.settleOne(sent)) ?? sent) : sent;
  if (settled.status === "failed" || settled.error)
    throw new Error(`faucet transfer not sent: ${settled.error ?? settled.status}`);
  return { address, amount: FAUCET_DROPS, txHash: settled.txHash ?? (settled.hashes.at(-1) as string) };
}
