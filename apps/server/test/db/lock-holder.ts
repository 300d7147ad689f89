import { openPglite } from "../../src/db/client.ts";

/** Opens the embedded database in argv[2] as the server does, says so, and keeps it open until killed. */
const dataDir = process.argv[2] ?? "";
openPglite({ dataDir }).then(
  () => {
    process.stdout.write("open\n");
    setInterval(() => {}, 60_000);
  },
  (err: Error) => {
    process.exitCode = 1;
    process.stdout.write(`refused: ${err.message}\n`);
  },
);
