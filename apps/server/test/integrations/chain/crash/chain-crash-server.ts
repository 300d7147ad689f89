/**
 * The server as `main.ts` starts it, with a crash at one step of a chain write: at `CRASH_AT` the
 * process kills itself (SIGKILL, as a power cut would) — `after-sign`: the transaction is signed
 * and stored, not broadcast; `after-broadcast`: it is broadcast, its broadcast not recorded.
 * Without CRASH_AT it is a plain restart. The faults enter through buildApp's `chainFaults`.
 */
import { buildApp } from "../../../../src/app.ts";
import { loadConfig } from "../../../../src/config.ts";
import { openDatabase } from "../../../../src/db/client.ts";

const at = process.env.CRASH_AT;
const crash = (point: string, kind: string) => {
  // Only a mint is crashed: the collection's deployment before it goes through.
  if (point === at && kind === "mint") process.kill(process.pid, "SIGKILL");
};

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
const app = await buildApp(config, database, {
  chainFaults: {
    afterSign: (write) => crash("after-sign", write.kind),
    afterBroadcast: (write) => crash("after-broadcast", write.kind),
  },
});
await app.listen({ port: config.port, host: "127.0.0.1" });
process.on("SIGTERM", () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
