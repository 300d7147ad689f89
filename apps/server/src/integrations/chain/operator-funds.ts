import type { Network } from "@admit/contract/enums";
import type { BaseLogger } from "pino";
import { formatEther } from "viem";
import type { NetworkConfig } from "../../config.ts";
import type { ChainClient } from "./chain-client.ts";

/** How long a balance read is trusted before the network is asked again. */
const FRESH_MS = 30_000;

export interface OperatorBalance {
  network: Network;
  operator: string;
  /** Wei, as a decimal string; null before the first read. */
  balance: string | null;
  minBalance: string;
  /** `paused` while the balance is under the minimum: mints wait (tokens stay ISSUING), nothing fails. */
  issuing: "running" | "paused";
  checkedAt: string | null;
}

/**
 * The operators' gas money, watched: each network's balance is read at most every 30 seconds
 * (by the chain watch, and before a mint); under the network's minimum, issuing on it pauses —
 * tokens wait as ISSUING instead of failing — with an error logged once when it runs low and a
 * line when it is funded again.
 */
export class OperatorFunds {
  private readonly known = new Map<Network, { balance: bigint; at: number }>();
  private readonly reading = new Map<Network, Promise<bigint>>();

  constructor(
    private readonly networks: NetworkConfig[],
    private readonly client: (network: Network) => ChainClient,
    private readonly log: Pick<BaseLogger, "info" | "error">,
  ) {}

  private settings(network: Network): NetworkConfig {
    const found = this.networks.find((n) => n.network === network);
    if (!found) throw new Error(`no settings for ${network}`);
    return found;
  }

  /** Whether issuing on `network` waits for its operator to be funded (reads the balance when stale). */
  async paused(network: Network, fresh = false): Promise<boolean> {
    const balance = await this.balance(network, fresh);
    return balance < this.settings(network).minOperatorBalance;
  }

  /**
   * Reads every network's balance that is stale; answers the networks whose issuing runs again
   * after a pause (their waiting tokens are issued now).
   */
  async watch(maxAgeMs = FRESH_MS): Promise<Network[]> {
    const resumed: Network[] = [];
    for (const { network } of this.networks) {
      const before = this.known.get(network);
      if (before && Date.now() - before.at < maxAgeMs) continue;
      const wasPaused = before !== undefined && before.balance < this.settings(network).minOperatorBalance;
      try {
        if (wasPaused && !(await this.paused(network, true))) resumed.push(network);
        else if (!wasPaused) await this.balance(network, true);
      } catch (err) {
        this.log.error({ err, network }, "the operator's balance could not be read");
      }
    }
    return resumed;
  }

  /** What `/health` shows: the last balance read of each network, without asking any. */
  snapshot(): OperatorBalance[] {
    return this.networks.map((settings) => {
      const known = this.known.get(settings.network);
      return {
        network: settings.network,
        operator: this.client(settings.network).operator.address,
        balance: known ? known.balance.toString() : null,
        minBalance: settings.minOperatorBalance.toString(),
        issuing: known && known.balance < settings.minOperatorBalance ? "paused" : "running",
        checkedAt: known ? new Date(known.at).toISOString() : null,
      };
    });
  }

  private balance(network: Network, fresh: boolean): Promise<bigint> {
    const known = this.known.get(network);
    if (known && !fresh && Date.now() - known.at < FRESH_MS) return Promise.resolve(known.balance);
    let reading = this.reading.get(network);
    if (!reading) {
      reading = this.read(network).finally(() => this.reading.delete(network));
      this.reading.set(network, reading);
    }
    return reading;
  }

  private async read(network: Network): Promise<bigint> {
    const client = this.client(network);
    const balance = await client.public.getBalance({ address: client.operator.address });
    const settings = this.settings(network);
    const before = this.known.get(network);
    const low = balance < settings.minOperatorBalance;
    const wasLow = before !== undefined && before.balance < settings.minOperatorBalance;
    this.known.set(network, { balance, at: Date.now() });
    const fields = {
      network,
      operator: client.operator.address,
      balance: `${formatEther(balance)} ${settings.currency}`,
      minimum: `${formatEther(settings.minOperatorBalance)} ${settings.currency}`,
    };
    if (low && !wasLow)
      this.log.error(
        fields,
        "chain operator is low on gas funds: issuing on this network pauses until it is funded",
      );
    else if (!low && wasLow)
      this.log.info(fields, "chain operator funded again: issuing on this network resumes");
    return balance;
  }
}
