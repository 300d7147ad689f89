/**
 * Child process of bench/checkin.ts: drives POST /api/v1/host/checkin with autocannon, each
 * request carrying the next unused code from a file, so every scan is a real first admission.
 *
 *   node --import tsx bench/lib/checkin-load.ts <codes.json> <url> <seconds> <connections> <cookie>
 */
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { BENCH_ORIGIN } from "./origin.ts";

const [codesFile, url, seconds, connections, cookie] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
  string,
];
const codes = JSON.parse(readFileSync(codesFile, "utf8")) as string[];
let next = 0;

const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  requests: [
    {
      method: "POST",
      headers: { "content-type": "application/json", cookie, origin: BENCH_ORIGIN },
      setupRequest: (request) => {
        const qrData = codes[next++ % codes.length];
        return { ...request, body: JSON.stringify({ qrData, gate: "bench" }) };
      },
    },
  ],
});
process.stdout.write(JSON.stringify({ ...result, codesUsed: next }));
