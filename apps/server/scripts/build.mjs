/**
 * Builds the server for production: src/main.ts and the seed command bundled with esbuild into
 * dist/ (JavaScript Node runs as it is, no TypeScript at run time), with the workspace's contract
 * inside and every npm package left to node_modules. The migrations and the demo catalogue are
 * copied beside the bundle, where the code looks for them (`new URL("./migrations", import.meta.url)`).
 *
 *   npm run build -w apps/server
 */
import { cpSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const dist = `${root}dist`;

rmSync(dist, { recursive: true, force: true });
const started = performance.now();
await build({
  absWorkingDir: root,
  // The embedded chain's worker thread is a file of its own beside main.js (integrations/chain/embedded/evm-thread.ts).
  entryPoints: {
    main: "src/main.ts",
    seed: "src/db/seed/cli.ts",
    "chain-worker": "src/integrations/chain/embedded/evm-worker.ts",
  },
  outdir: dist,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  sourcemap: true,
  // npm packages load from node_modules as they are; our own workspace packages are bundled in.
  plugins: [
    {
      name: "external-npm-packages",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@admit/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  logLevel: "warning",
});
cpSync(`${root}src/db/migrations`, `${dist}/migrations`, { recursive: true });
cpSync(`${root}src/db/seed/demo`, `${dist}/demo`, { recursive: true });
console.log(`server built in ${Math.round(performance.now() - started)} ms → apps/server/dist`);
