import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../helper.ts";

const dist = mkdtempSync(join(tmpdir(), "admit-web-"));
const script = `console.log(${JSON.stringify("x".repeat(4000))});`;
const page = `<!doctype html><title>Admit</title>${"<!-- shell -->".repeat(200)}`;
/** The build's inline start-up script, by its hash (apps/web/build/first-load.ts). */
const inlineScript = "'sha256-qYJEFWBYfOb7g45RPRpv5z2fZRi1IYAFuL0LVc8XaW4='";
let t: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  mkdirSync(join(dist, "assets"));
  const files = { "assets/index-abc123.js": script, "index.html": page };
  writeFileSync(
    join(dist, "csp-inline.json"),
    JSON.stringify({ scriptSrc: [inlineScript, "'unsafe-inline'"] }),
  );
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(dist, name), content);
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(content));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(content));
  }
  t = await buildTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: "GET", url, headers: encoding ? { "accept-encoding": encoding } : {} });

describe("the built web app", () => {
  it("sends hashed assets compressed as the browser accepts them, immutable", async () => {
    const br = await get("/assets/index-abc123.js", "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.rawPayload.length).toBeLessThan(script.length / 4);

    const gz = await get("/assets/index-abc123.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");

    const plain = await get("/assets/index-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("sends the page itself for any app path, compressed, never cached without asking", async () => {
    const res = await get("/discover/detail/44", "br");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers["content-encoding"]).toBe("br");
    const plain = await get("/discover/detail/44");
    expect(plain.body).toBe(page);
  });

  it("lets the build's inline start-up script run by its hash, and nothing else inline", async () => {
    const csp = String((await get("/discover")).headers["content-security-policy"]);
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src"));
    expect(scriptSrc).toContain(inlineScript);
    expect(scriptSrc).not.toContain("unsafe-inline");
  });
});
