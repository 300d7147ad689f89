/**
 * Server modules depend on each other one way: no module imports (directly or through others) a
 * module that imports it back. File-level cycles are dependency-cruiser's `no-cycles` rule; this
 * checks the same one level up, modules/<m> as one node. Part of `npm run lint`.
 */
import { cruise } from "dependency-cruiser";

const MODULE = /^apps\/server\/src\/modules\/([^/]+)\//;
const result = await cruise(["apps/server/src/modules"], {
  tsPreCompilationDeps: true,
  doNotFollow: { path: "node_modules" },
  exclude: { path: "\\.test\\.ts$" },
});
const edges = new Map();
for (const mod of result.output.modules) {
  const from = MODULE.exec(mod.source)?.[1];
  if (!from) continue;
  for (const dep of mod.dependencies) {
    const to = MODULE.exec(dep.resolved)?.[1];
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    edges.get(from).set(to, `${mod.source} → ${dep.resolved}`);
  }
}
const state = new Map();
const cycles = [];
const visit = (node, path) => {
  state.set(node, "open");
  for (const [next, via] of edges.get(node) ?? []) {
    if (state.get(next) === "open") {
      const from = path.findIndex((p) => p.node === next);
      cycles.push([...path.slice(from), { node, via }].map((p) => `  ${p.node}: ${p.via ?? ""}`).join("\n"));
    } else if (!state.has(next)) visit(next, [...path, { node, via }]);
  }
  state.set(node, "done");
};
for (const node of edges.keys()) if (!state.has(node)) visit(node, []);
if (cycles.length > 0) {
  console.error(
    `Server modules import each other both ways (move the use case to the module that owns its data):\n${cycles.join("\n\n")}`,
  );
  process.exit(1);
}
console.log(`module cycles: none among ${edges.size} server modules`);
