import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRow } from "../../../src/db/client.ts";
import { brands, cltns } from "../../../src/db/schema/index.ts";
import { posterVariants, warmPosters } from "../../../src/modules/images/warm-posters.ts";
import { buildTestApp } from "../../helper.ts";

const root = mkdtempSync(join(tmpdir(), "admit-warm-"));
const dist = join(root, "dist");
const dataDir = join(root, "data");
const name = `warm-${randomUUID().slice(0, 8)}`;
let t: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  mkdirSync(join(dist, "demo"), { recursive: true });
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>Admit</title><div id=root></div>");
  writeFileSync(
    join(dist, `demo/${name}.svg`),
    `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="40"><rect width="30" height="40" fill="#123"/></svg>`,
  );
  t = await buildTestApp({ WEB_DIST: dist, DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

describe("posters made ahead (issue 26: Discover painted colour blocks first)", () => {
  it("names the variants the first screens ask for: a card's and a detail's, at 1×, 2× and 3×", () => {
    expect(posterVariants("/demo/x.svg").map((v) => `${v.width}/${v.path}`)).toEqual([
      "96/demo/x.svg",
      "192/demo/x.svg",
      "320/demo/x.svg",
      "384/demo/x.svg",
      "512/demo/x.svg",
    ]);
    expect(posterVariants("https://elsewhere.test/x.png")).toEqual([]);
  });

  it("makes the newest collections' poster variants at start, before anyone asks for them", async () => {
    const brand = await insertRow(t.db, brands, { name: "B", logoImg: "/l.svg", profileImg: "/p.svg" });
    await t.db.insert(cltns).values({
      brandId: brand.id,
      type: "TICKET",
      kind: "TICKET",
      category: "x",
      name: `C ${name}`,
      image: `/demo/${name}.svg`,
      logoImg: "/l.svg",
      color: "#000000",
      network: "POLYGON",
      timeZone: "UTC",
      currency: "KRW",
      saleStartAt: new Date(),
      saleEndAt: new Date(Date.now() + 86_400_000),
    });
    const variant = join(dataDir, "cache", "images", "96", "demo", `${name}.svg.webp`);
    expect(existsSync(variant)).toBe(false);
    expect(await warmPosters(t.db, t.app.config)).toBeGreaterThanOrEqual(5);
    expect(existsSync(variant)).toBe(true);
    // Asked for now, the variant is the one kept: answered at once.
    const res = await t.app.inject({ method: "GET", url: `/img/96/demo/${name}.svg` });
    expect(res.statusCode).toBe(200);
  });
});
