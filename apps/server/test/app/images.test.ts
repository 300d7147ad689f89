import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../helper.ts";

/** A web build with a poster (SVG) and a script bundle, and a data folder with an upload. */
const root = mkdtempSync(join(tmpdir(), "admit-images-"));
const dist = join(root, "dist");
const dataDir = join(root, "data");
const poster = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="40" viewBox="0 0 30 40"><rect width="30" height="40" fill="${fill}"/></svg>`;
let t: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  mkdirSync(join(dist, "demo"), { recursive: true });
  mkdirSync(join(dist, "assets"), { recursive: true });
  mkdirSync(join(dataDir, "uploads/profile"), { recursive: true });
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>Admit</title><div id=root></div>");
  writeFileSync(join(dist, "demo/poster.svg"), poster("#123456"));
  writeFileSync(join(dist, "assets/logo.svg"), poster("#000000"));
  await sharp({ create: { width: 100, height: 80, channels: 3, background: "#ff0000" } })
    .webp()
    .toFile(join(dataDir, "uploads/profile/a.webp"));
  writeFileSync(join(dataDir, "uploads/profile/b.svg"), poster("#ffffff"));
  t = await buildTestApp({ WEB_DIST: dist, DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: "GET", url });
const widthOf = async (body: Buffer) => (await sharp(body).metadata()).width;

describe("GET /img/{width}/{path}: the app's own images at the size shown", () => {
  it("draws a vector poster as WebP at the width asked, and keeps it for the next request", async () => {
    const first = await get("/img/96/demo/poster.svg");
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("image/webp");
    expect(first.headers["cache-control"]).toBe("public, max-age=86400");
    expect(first.headers["x-content-type-options"]).toBe("nosniff");
    expect(await widthOf(first.rawPayload)).toBe(96);
    const { height } = await sharp(first.rawPayload).metadata();
    expect(height).toBe(128);
    // Kept: the same bytes from the cache folder.
    const again = await get("/img/96/demo/poster.svg");
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it("never enlarges an upload, and lets it be cached for good (its name is never reused)", async () => {
    const res = await get("/img/192/uploads/profile/a.webp");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(await widthOf(res.rawPayload)).toBe(100);
    expect(await widthOf((await get("/img/48/uploads/profile/a.webp")).rawPayload)).toBe(48);
  });

  it("makes one variant of simultaneous first requests, and a new one when the original changes", async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => get("/img/192/demo/poster.svg")));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((r) => r.rawPayload.toString("base64"))).size).toBe(1);
    const { dominant: before } = await sharp(answers[0]?.rawPayload).stats();

    writeFileSync(join(dist, "demo/poster.svg"), poster("#fedcba"));
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(dist, "demo/poster.svg"), later, later);
    const { dominant: after } = await sharp((await get("/img/192/demo/poster.svg")).rawPayload).stats();
    expect(after).not.toEqual(before);
    expect(after.r).toBeGreaterThan(200);
  });

  it.each([
    ["a width that is no number", "/img/wide/demo/poster.svg"],
    ["a path out of the folder", "/img/96/demo/..%2F..%2Fdata%2Fuploads%2Fprofile%2Fa.webp"],
    ["the build's script bundles", "/img/96/assets/logo.svg"],
    ["an SVG among the uploads", "/img/96/uploads/profile/b.svg"],
    ["a file that is no image", "/img/96/index.html"],
    ["a missing image", "/img/96/demo/missing.svg"],
    ["no path", "/img/96/"],
    ["a width that is no width", "/img/0/demo/poster.svg"],
  ])("answers a plain 404 for %s", async (_what, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"] ?? "").not.toMatch(/html|image/);
  });

  it("makes only the widths the app asks for: another is sent on to the nearest one above it", async () => {
    for (const [asked, made] of [
      ["97", "144"],
      ["200", "256"],
      ["4096", "2048"],
    ]) {
      const res = await get(`/img/${asked}/demo/poster.svg`);
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe(`/img/${made}/demo/poster.svg`);
    }
    expect(existsSync(join(dataDir, "cache/images/97"))).toBe(false);
  });

  it("limits the new variants a client may have made (IMAGE_VARIANTS_PER_MINUTE); kept ones are not counted", async () => {
    // A build of its own: the test above dated the shared poster ahead, which would make every variant new.
    const ownDist = mkdtempSync(join(root, "limited-dist-"));
    mkdirSync(join(ownDist, "demo"));
    writeFileSync(join(ownDist, "index.html"), "<!doctype html><title>Admit</title><div id=root></div>");
    writeFileSync(join(ownDist, "demo/poster.svg"), poster("#123456"));
    const limited = await buildTestApp({
      WEB_DIST: ownDist,
      DATA_DIR: mkdtempSync(join(root, "limited-")),
      IMAGE_VARIANTS_PER_MINUTE: "3",
    });
    try {
      const at = (width: number) =>
        limited.app.inject({ method: "GET", url: `/img/${width}/demo/poster.svg` });
      expect([(await at(48)).statusCode, (await at(96)).statusCode, (await at(144)).statusCode]).toEqual([
        200, 200, 200,
      ]);
      const fourth = await at(192);
      expect(fourth.statusCode).toBe(429);
      expect(fourth.headers["retry-after"]).toBe("60");
      // Those made already are still answered, as often as asked.
      for (let i = 0; i < 5; i++) expect((await at(96)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
