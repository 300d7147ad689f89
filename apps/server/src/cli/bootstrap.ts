/**
 * What every `npm run` command of the server shares (seed, event:cancel, chain:reconcile,
 * chain:rotate-operator, wallet-payments): its settings, its database opened and closed, and how it
 * fails. A command is its arguments and its work: `await runCli(() => withDatabase(…))`, or
 * `withApp` (with-app.ts) for one that needs the app's plugins (chains, payments, queue).
 */
import { type Config, loadConfig } from "../config.ts";
import { type Database, openDatabase } from "../db/client.ts";

/** A command's settings: no job workers and no web build, whatever the environment says; quiet logs unless LOG_LEVEL asks. */
export function cliConfig(): Config {
  return loadConfig({
    ...process.env,
    JOBS_WORK: "false",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    WEB_DIST: "",
  });
}

/** Wrong arguments: the usage line, and exit code 2. */
export function usage(line: string): never {
  console.error(line);
  process.exit(2);
}

/** Runs a command: a failure is printed as its message alone (an operator reads it), with exit code 1. */
export async function runCli(command: () => Promise<void>): Promise<void> {
  try {
    await command();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  }
}

/** The configured database for one piece of work, migrated first unless the work only reads; closed after. */
export async function withDatabase<T>(
  config: Config,
  work: (database: Database) => Promise<T>,
  options: { migrate: boolean } = { migrate: true },
): Promise<T> {
  const database = await openDatabase(config);
  try {
    if (options.migrate) await database.migrate();
    return await work(database);
  } finally {
    await database.close();
  }
}
