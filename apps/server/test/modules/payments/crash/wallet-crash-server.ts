/**
 * The server as `main.ts` starts it, with a crash at one step of settling a wallet (XRP) payment:
 * at `CRASH_AT` the process kills itself (SIGKILL, as a power cut would), so the crash test can
 * restart it and see what recovery makes of the half-done work. Without CRASH_AT it is a plain
 * restart. Test-only: the faults enter through buildApp's wrappers, never through product code.
 */
import type PgBoss from "pg-boss";
import { buildApp } from "../../../../src/app.ts";
import { loadConfig } from "../../../../src/config.ts";
import { openDatabase } from "../../../../src/db/client.ts";
import { ISSUE_ORDER_QUEUE } from "../../../../src/jobs/issue-order-job.ts";
import type { WalletCrashPoint } from "./crash-points.ts";

const at = process.env.CRASH_AT as WalletCrashPoint | undefined;
const crash = (point: WalletCrashPoint) => {
  if (point === at) process.kill(process.pid, "SIGKILL");
};

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
const app = await buildApp(config, database, {
  walletPayments: (real) => ({
    ...real,
    async recordOrder(orderId) {
      const found = await real.recordOrder(orderId);
      if (found.rows.length > 0) crash("after-recorded");
      return found;
    },
  }),
  queue: (boss: PgBoss) =>
    new Proxy(boss, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target);
        if (prop !== "send") return typeof value === "function" ? value.bind(target) : value;
        return (name: string, ...rest: unknown[]) => {
          if (name === ISSUE_ORDER_QUEUE) crash("after-wallet-paid");
          return (target.send as (...args: unknown[]) => Promise<string | null>)(name, ...rest);
        };
      },
    }),
  chainFaults: { afterSign: (write) => (write.kind === "refund" ? crash("after-return-signed") : undefined) },
});
await app.listen({ port: config.port, host: "127.0.0.1" });
process.on("SIGTERM", () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
