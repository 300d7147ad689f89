import type { Network } from "@admit/contract/enums";
import type pg from "pg";
import type { BaseLogger } from "pino";

/** Where a process that queued a transaction wakes the writer of its network. */
const CHANNEL = "admit_chain_mempool";

/**
 * Which process mines each embedded network when several share one PostgreSQL server: the one
 * holding the network's advisory lock, on a session of its own that lasts as long as the process
 * (a process that dies lets go of it, and another takes it at its next try). The others queue
 * their transactions in the mempool table and wake the writer with a notification.
 */
export class WriterLocks {
  private session: Promise<pg.Client> | undefined;
  private readonly held = new Set<Network>();
  private readonly woken = new Map<Network, () => void>();
  private closed = false;

  constructor(
    private readonly connect: () => Promise<pg.Client>,
    private readonly log: Pick<BaseLogger, "warn">,
  ) {}

  /** Whether this process writes `network`: it holds the lock, or takes it now when it is free. */
  async claim(network: Network): Promise<boolean> {
    if (this.held.has(network)) return true;
    if (this.closed) return false;
    const session = await this.open();
    const { rows } = await session.query<{ ok: boolean }>("select pg_try_advisory_lock(hashtext($1)) as ok", [
      `admit-chain-writer:${network}`,
    ]);
    if (rows[0]?.ok) this.held.add(network);
    return this.held.has(network);
  }

  /** Whether this process writes `network` now (no question asked). */
  holds(network: Network): boolean {
    return this.held.has(network);
  }

  /** Called when another process queued a transaction on `network` while this one writes it. */
  onQueued(network: Network, wake: () => void): void {
    this.woken.set(network, wake);
  }

  /** Wakes the writer of `network`, wherever it runs. */
  async queued(network: Network): Promise<void> {
    const session = await this.open();
    await session.query("select pg_notify($1, $2)", [CHANNEL, network]);
  }

  /** Ends the session: the locks go with it. */
  async close(): Promise<void> {
    this.closed = true;
    const session = this.session;
    this.session = undefined;
    this.held.clear();
    if (session) await (await session.catch(() => undefined))?.end().catch(() => {});
  }

  private open(): Promise<pg.Client> {
    this.session ??= (async () => {
      const client = await this.connect();
      const lost = (err?: Error) => {
        // The locks went with the session: another process may write now, this one tries again.
        if (this.session && !this.closed)
          this.log.warn({ err, networks: [...this.held] }, "embedded chain writer session lost");
        this.session = undefined;
        this.held.clear();
      };
      client.on("error", lost);
      client.on("end", () => lost());
      client.on("notification", (message) => {
        const network = message.payload as Network;
        if (this.held.has(network)) this.woken.get(network)?.();
      });
      await client.query(`listen ${CHANNEL}`);
      return client;
    })().catch((err) => {
      this.session = undefined;
      throw err;
    });
    return this.session;
  }
}
