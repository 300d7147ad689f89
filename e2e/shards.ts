/**
 * Splits the Playwright specs into shards of about the same running time, for CI's two servers:
 * Playwright's own `--shard` cuts by test count in file order, and one shard got the accessibility
 * audit, the shell and the purchase journeys (18 minutes) while the other finished in 8.
 *
 *   node --import tsx e2e/shards.ts 2 1        # the spec files of shard 1 of 2, one a line
 *   node --import tsx e2e/shards.ts --measure ci.log   # new durations.json from a run's list output
 *
 * Files stay whole (the journeys of one file follow each other); the longest go first, each to the
 * shard with the least time so far. A spec missing from durations.json counts the median.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const here = import.meta.dirname;
const table = join(here, "durations.json");

if (process.argv[2] === "--measure") {
  // "✓  12 e2e/shell.spec.ts:20:3 › … (3.4s)", retries included: what the shard really spends.
  const seconds: Record<string, number> = {};
  for (const line of readFileSync(process.argv[3] ?? "", "utf8").split("\n")) {
    const m = /[✓✘]\s+\d+\s+(?:e2e\/)?([\w.-]+\.spec\.ts):.*\((\d+(?:\.\d+)?)(m|s|ms)\)\s*$/.exec(line);
    if (!m?.[1]) continue;
    const value = Number(m[2]) * (m[3] === "m" ? 60 : m[3] === "ms" ? 0.001 : 1);
    seconds[m[1]] = Math.round(((seconds[m[1]] ?? 0) + value) * 10) / 10;
  }
  writeFileSync(table, `${JSON.stringify(seconds, null, 2)}\n`);
  process.exit(0);
}

const count = Number(process.argv[2]);
const index = Number(process.argv[3]);
if (!(count >= 1 && index >= 1 && index <= count)) {
  console.error("usage: shards.ts <shards> <which, from 1>");
  process.exit(2);
}
const known = JSON.parse(readFileSync(table, "utf8")) as Record<string, number>;
const values = Object.values(known).sort((a, b) => a - b);
const median = values[Math.floor(values.length / 2)] ?? 1;
const specs = readdirSync(here)
  .filter((f) => f.endsWith(".spec.ts"))
  .sort()
  .map((file) => ({ file, seconds: known[file] ?? median }))
  .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
const shards = Array.from({ length: count }, () => ({ seconds: 0, files: [] as string[] }));
for (const spec of specs) {
  const least = shards.reduce((a, b) => (b.seconds < a.seconds ? b : a));
  least.seconds += spec.seconds;
  least.files.push(spec.file);
}
// As Playwright filters: a path of the repository, so no spec name matches another by its tail.
console.log((shards[index - 1]?.files ?? []).map((f) => `e2e/${f}`).join("\n"));
