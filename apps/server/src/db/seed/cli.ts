import { loadConfig } from "../../config.ts";
import { openDatabase } from "../client.ts";
import { resolveWalletKey } from "../secrets.ts";
import { resetDemo, seedDemoIfEmpty } from "./demo.ts";

/** `npm run seed` loads the demo data into an empty database; `npm run seed:reset` rebuilds it. */
async function run() {
  const config = loadConfig();
  if (config.production) throw new Error("Demo data is never loaded with NODE_ENV=production.");
  const reset = process.argv.includes("--reset");
  const database = await openDatabase(config);
  try {
    await database.migrate();
    if (reset) {
      await resetDemo(database.db, await resolveWalletKey(database.db, config));
      console.log("Demo data rebuilt with dates relative to today.");
    } else {
      const seeded = await seedDemoIfEmpty(database.db, await resolveWalletKey(database.db, config));
      console.log(
        seeded
          ? "Demo data loaded."
          : "The database already has data; use `npm run seed:reset` to rebuild it.",
      );
    }
  } finally {
    await database.close();
  }
}

run().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
