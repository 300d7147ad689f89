import { cliConfig, runCli, withDatabase } from "../../cli/bootstrap.ts";
import { resolveWalletKey } from "../secrets.ts";
import { resetDemo, seedDemoIfEmpty } from "./demo.ts";

/** `npm run seed` loads the demo data into an empty database; `npm run seed:reset` rebuilds it. */
await runCli(async () => {
  const config = cliConfig();
  if (config.production) throw new Error("Demo data is never loaded with NODE_ENV=production.");
  const reset = process.argv.includes("--reset");
  await withDatabase(config, async (database) => {
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
  });
});
