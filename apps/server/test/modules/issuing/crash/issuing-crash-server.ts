/**
 * The server as `main.ts` starts it, for the issuing crash test: with `ISSUE_HANG_AFTER=N` the
 * first N mints go through, the next two are signed and stored but never broadcast, and every
 * later one never reaches the chain — a process caught mid-burst, for the test to kill (SIGKILL).
 * Without it, a plain restart. Test-only: the faults enter through buildApp's `issuer` and
 * `chainFaults` wrappers, never through product code.
 */
import { buildApp } from "../../../../src/app.ts";
import { loadConfig } from "../../../../src/config.ts";
import { openDatabase } from "../../../../src/db/client.ts";

const hangAfter = process.env.ISSUE_HANG_AFTER ? Number(process.env.ISSUE_HANG_AFTER) : undefined;
const never = new Promise<never>(() => {});
let mints = 0;
let signed = 0;

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
const app = await buildApp(
  config,
  database,
  hangAfter === undefined
    ? {}
    : {
        issuer: (real) => ({
          ...real,
          mint: (nftId) => (++mints > hangAfter + 2 ? never : real.mint(nftId)),
        }),
        chainFaults: {
          afterSign: (write) => (write.kind === "mint" && ++signed > hangAfter ? never : undefined),
        },
      },
);
await app.listen({ port: config.port, host: "127.0.0.1" });
process.on("SIGTERM", () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
