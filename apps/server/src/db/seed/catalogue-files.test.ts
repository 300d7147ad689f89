import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { RelativeTime, TSeedCatalogue, TSeedCltn } from "@admit/contract/catalogue";
import type { TLocalTexts } from "@admit/contract/organiser-texts";
import { describe, expect, it } from "vitest";
import { CATALOGUE_FILES, DEFAULT_DEMO_DIR, readDemoCatalogue } from "./catalogue-files.ts";

type Place = TSeedCatalogue["places"][number];
type Zone = Place["zones"][number];
type Point = [number, number];

const PUBLIC_DIR = fileURLToPath(new URL("../../../../web/public/", import.meta.url));

const catalogue = readDemoCatalogue();
const brands = new Map(catalogue.brands.map((b) => [b.key, b]));
const places = new Map(catalogue.places.map((p) => [p.key, p]));
const templates = new Map(catalogue.qtnrTemplates.map((t) => [t.key, t]));
const cltns = new Map(catalogue.cltns.map((c) => [c.key, c]));

/** Minutes since midnight of the seed day. */
const minutes = (t: RelativeTime): number => {
  const [h = 0, m = 0] = t.time.split(":").map(Number);
  return t.days * 1440 + h * 60 + m;
};

function seatsOf(zone: Zone): { row: string; number: number; x: number; y: number }[] {
  return zone.rows.flatMap((r) =>
    Array.from({ length: r.count }, (_, i) => ({
      row: r.row,
      number: r.firstNumber + i,
      x: r.x + i * r.dx,
      y: r.y,
    })),
  );
}

function zoneOf(cltn: TSeedCltn, key: string): Zone | undefined {
  return cltn.place ? places.get(cltn.place)?.zones.find((z) => z.key === key) : undefined;
}

/** Ray casting; points on the edge count as outside, which is stricter than needed. */
function insidePolygon([x, y]: Point, points: Point[]): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i] as Point;
    const [xj, yj] = points[j] as Point;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function imagePaths(): string[] {
  return [
    ...catalogue.labels.flatMap((l) => [l.logo, l.startLogo]),
    ...catalogue.brands.flatMap((b) => [b.logoImg, b.profileImg, ...(b.bannerImg ? [b.bannerImg] : [])]),
    ...catalogue.cltns.flatMap((c) => [c.image, c.logoImg]),
    ...catalogue.coupons.map((c) => c.image),
  ];
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

const seatCount = (zone: Zone): number => zone.rows.reduce((n, r) => n + r.count, 0);

describe("demo catalogue files", () => {
  it("parse with ZSeedCatalogue", () => {
    expect(catalogue.labels.length).toBeGreaterThanOrEqual(2);
    expect(catalogue.cltns.length).toBeGreaterThanOrEqual(10);
  });

  it("name the file and the issue path when a file is invalid", () => {
    const dir = mkdtempSync(join(tmpdir(), "admit-demo-"));
    try {
      cpSync(DEFAULT_DEMO_DIR, dir, { recursive: true });
      const broken = JSON.parse(readFileSync(join(dir, CATALOGUE_FILES.cltns), "utf8")) as Record<
        string,
        unknown
      >[];
      const first = broken[0];
      if (!first) throw new Error("no collections");
      first.color = "blue";
      writeFileSync(join(dir, CATALOGUE_FILES.cltns), JSON.stringify(broken));
      expect(() => readDemoCatalogue(dir)).toThrow(/cltns\.json: \[0\]\.color/);
      writeFileSync(join(dir, CATALOGUE_FILES.users), "{ not json");
      expect(() => readDemoCatalogue(dir)).toThrow(/users\.json/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("have unique keys", () => {
    for (const list of [catalogue.brands, catalogue.places, catalogue.qtnrTemplates, catalogue.cltns]) {
      const keys = list.map((x) => x.key);
      expect(new Set(keys).size).toBe(keys.length);
    }
    const labels = catalogue.labels.map((l) => l.name);
    expect(new Set(labels).size).toBe(labels.length);
    for (const place of catalogue.places) {
      const zones = place.zones.map((z) => z.key);
      expect(new Set(zones).size, place.key).toBe(zones.length);
    }
    for (const template of catalogue.qtnrTemplates) {
      const ids = template.items.map((i) => i.id);
      expect(new Set(ids).size, template.key).toBe(ids.length);
    }
  });

  it("resolve every cross reference", () => {
    for (const cltn of catalogue.cltns) {
      expect(brands.has(cltn.brand), `${cltn.key}: brand ${cltn.brand}`).toBe(true);
      if (cltn.place) expect(places.has(cltn.place), `${cltn.key}: place ${cltn.place}`).toBe(true);
      if (cltn.qtnrTemplate) expect(templates.has(cltn.qtnrTemplate), `${cltn.key}: template`).toBe(true);
      if (cltn.qtnrRequired)
        expect(cltn.qtnrTemplate, `${cltn.key}: qtnrRequired without template`).toBeDefined();
      const timeKeys = cltn.times.map((t) => t.key);
      expect(new Set(timeKeys).size, `${cltn.key}: time keys`).toBe(timeKeys.length);
      for (const group of cltn.groups) {
        if (group.time) expect(timeKeys, `${cltn.key}/${group.name}: time`).toContain(group.time);
        if (group.zone) expect(zoneOf(cltn, group.zone), `${cltn.key}/${group.name}: zone`).toBeDefined();
        if (cltn.times.length > 0)
          expect(group.time, `${cltn.key}/${group.name}: needs a time`).toBeDefined();
      }
    }
    for (const coupon of catalogue.coupons) {
      expect(brands.has(coupon.brand), `${coupon.name}: brand`).toBe(true);
      if (coupon.cltn) {
        expect(cltns.get(coupon.cltn)?.brand, `${coupon.name}: cltn of the same brand`).toBe(coupon.brand);
      }
      if (coupon.discountType === "AMOUNT") expect(coupon.currency, coupon.name).toBeDefined();
      if (coupon.discountType === "RATE") expect(coupon.discountValue).toBeLessThanOrEqual(100);
    }
    for (const template of catalogue.qtnrTemplates) {
      const ids = new Set(template.items.map((i) => i.id));
      for (const item of template.items) {
        for (const branch of item.branch ?? []) {
          const target = template.items.find((i) => i.id === branch.itemId);
          expect(ids.has(branch.itemId), `${template.key}/${item.id}: branch target`).toBe(true);
          if (target?.options) for (const v of branch.values) expect(target.options).toContain(v);
        }
      }
    }
  });

  it("have exactly one collection with id 44 and distinct colours", () => {
    expect(catalogue.cltns.filter((c) => c.id === 44)).toHaveLength(1);
    const colors = catalogue.cltns.map((c) => c.color.toLowerCase());
    expect(new Set(colors).size).toBe(colors.length);
  });

  it("put events in the future with open sale windows, but for the one on today and the drawn lottery", () => {
    // The demo wallet's tickets for this one show a live QR right after the first start. Its sale
    // closed the day before, so at any hour it is the catalogue's example of an ended sale.
    const today = catalogue.cltns.filter((c) => c.times.some((t) => t.start.days === 0));
    expect(today.map((c) => c.key)).toEqual(["rooftop-session-tonight"]);
    // A lottery whose applications closed and whose winners were announced yesterday: the first
    // start draws it, so the demo shows a drawn lottery and its published draw.
    const drawn = catalogue.cltns.filter(
      (c) => c.kind === "APPLICATION" && c.announce && minutes(c.announce) < 0,
    );
    expect(drawn.map((c) => c.key)).toEqual(["hanriver-fc-locker-tour"]);
    for (const cltn of catalogue.cltns) {
      expect(cltn.saleStart.days, `${cltn.key}: saleStart`).toBeLessThanOrEqual(0);
      if (today.includes(cltn) || drawn.includes(cltn))
        expect(cltn.saleEnd.days, `${cltn.key}: sale ended`).toBeLessThan(0);
      else expect(minutes(cltn.saleEnd), `${cltn.key}: sale window`).toBeGreaterThan(0);
      for (const time of cltn.times) {
        expect(time.start.days, `${cltn.key}/${time.key}`).toBeGreaterThanOrEqual(
          today.includes(cltn) ? 0 : 3,
        );
        expect(minutes(cltn.saleEnd), `${cltn.key}: saleEnd before ${time.key}`).toBeLessThanOrEqual(
          minutes(time.start),
        );
      }
      if (cltn.periodStart && cltn.periodEnd) {
        expect(minutes(cltn.periodEnd)).toBeGreaterThan(minutes(cltn.periodStart));
        expect(minutes(cltn.saleEnd)).toBeLessThan(minutes(cltn.periodEnd));
      }
      if (cltn.announce) {
        expect(minutes(cltn.announce)).toBeGreaterThan(minutes(cltn.saleEnd));
        for (const time of cltn.times) expect(minutes(cltn.announce)).toBeLessThan(minutes(time.start));
      }
    }
  });

  it("cover the demo scenarios", () => {
    const labelNames = catalogue.labels.map((l) => l.name);
    expect(labelNames).toEqual(expect.arrayContaining(["admit", "hanriver"]));
    expect(catalogue.labels.find((l) => l.name === "admit")?.theme.primary).not.toBe(
      catalogue.labels.find((l) => l.name === "hanriver")?.theme.primary,
    );
    expect(catalogue.brands.length).toBeGreaterThanOrEqual(2);

    const seated = catalogue.cltns.find(
      (c) => c.type === "TICKET" && c.kind === "TICKET" && c.groups.some((g) => g.zone),
    );
    expect(seated, "seated collection").toBeDefined();
    if (seated) {
      expect(new Set(seated.groups.filter((g) => g.zone).map((g) => g.time)).size).toBeGreaterThanOrEqual(2);
      for (const time of seated.times) {
        const seats = seated.groups
          .filter((g) => g.time === time.key && g.zone)
          .reduce((n, g) => n + g.totalCnt, 0);
        expect(seats, `seats on ${time.key}`).toBeGreaterThanOrEqual(200);
      }
    }

    const generalAdmission = catalogue.cltns.find(
      (c) =>
        c.kind === "TICKET" &&
        c.times.length >= 2 &&
        c.groups.every((g) => !g.zone) &&
        c.groups.every((g) => ["KRW", "USD", "EUR"].every((cur) => g.prices.some((p) => p.currency === cur))),
    );
    expect(generalAdmission, "general admission in KRW, USD and EUR").toBeDefined();

    expect(
      catalogue.cltns.some((c) => c.type === "MEMBERSHIP" && c.kind === "MEMBERSHIP" && c.periodEnd),
    ).toBe(true);
    expect(catalogue.cltns.some((c) => c.kind === "APPLICATION" && c.announce)).toBe(true);
    expect(catalogue.cltns.some((c) => c.isAdult)).toBe(true);
    expect(
      catalogue.cltns.some(
        (c) => c.kind === "RSVP" && c.groups.every((g) => g.prices.every((p) => p.price === 0)),
      ),
    ).toBe(true);
    expect(
      catalogue.cltns.some((c) => c.locationType === "online" && c.onlineUrl?.startsWith("https://")),
    ).toBe(true);
    expect(catalogue.cltns.some((c) => c.category === "sports" && c.refundPlan === "KR_SPORTS")).toBe(true);
    expect(
      catalogue.cltns.some(
        (c) => c.currency === "TWD" && c.refundPlan.startsWith("TW_") && c.timeZone === "Asia/Taipei",
      ),
    ).toBe(true);
    expect(catalogue.cltns.some((c) => c.isQpass)).toBe(true);
    expect(catalogue.cltns.some((c) => c.qrType === "STATIC")).toBe(true);
    expect(catalogue.cltns.some((c) => c.hideStartDate)).toBe(true);
    expect(catalogue.cltns.some((c) => c.sellYn && c.maxPrice !== undefined && c.royalty > 0)).toBe(true);
    expect(new Set(catalogue.cltns.map((c) => c.network))).toEqual(
      new Set(["KLAYTN", "POLYGON", "XRPL_EVM"]),
    );
    expect(new Set(catalogue.coupons.map((c) => c.discountType))).toEqual(
      new Set(["RATE", "AMOUNT", "GIFT"]),
    );

    const rich = catalogue.qtnrTemplates.find(
      (t) =>
        t.items.some((i) => i.type === "TERMS" && i.terms) &&
        t.items.some((i) => i.type === "ADDRESS") &&
        t.items.some((i) => i.branch && i.branch.length > 0),
    );
    expect(rich, "rich questionnaire").toBeDefined();
    expect(rich?.items.flatMap((i) => (i.key ? [i.key] : []))).toEqual(
      expect.arrayContaining(["email", "phone", "birth", "refCode"]),
    );
    const defaults = templates.get("default")?.items;
    expect(defaults?.map((i) => [i.id, i.required])).toEqual([
      ["name", true],
      ["phone", true],
    ]);

    expect(catalogue.users.map((u) => [u.email, u.role])).toEqual([
      ["demo@admit.test", "CUSTOMER"],
      ["friend@admit.test", "CUSTOMER"],
      // The drawn lottery's two applicants: whichever wins gets a notification, so neither is an
      // account the end-to-end specs sign in with.
      ["sora@admit.test", "CUSTOMER"],
      ["yuna@admit.test", "CUSTOMER"],
      ["host@admit.test", "HOST"],
    ]);
    // The sends behind the demo's SENDING and SEND_FAIL cards: a claim link to a newcomer, a failed move to a member.
    const sends = catalogue.holdings.filter((h) => h.send);
    expect(sends.map((h) => [h.status, h.send?.email, h.send?.status])).toEqual([
      ["SENDING", "hana@example.com", "PENDING"],
      ["SEND_FAIL", "friend@admit.test", "FAILED"],
    ]);
  });

  it("lay seats out inside their zone, without duplicates", () => {
    for (const place of catalogue.places) {
      for (const zone of place.zones) {
        const points = zone.shape.points as Point[];
        const xs = points.map((p) => p[0]);
        const ys = points.map((p) => p[1]);
        for (const [x, y] of points) {
          expect(
            x >= 0 && x <= place.mapWidth && y >= 0 && y <= place.mapHeight,
            `${zone.key} on the map`,
          ).toBe(true);
        }
        const seen = new Set<string>();
        for (const seat of seatsOf(zone)) {
          const id = `${place.key}/${zone.key}/${seat.row}-${seat.number}`;
          expect(seat.x, id).toBeGreaterThanOrEqual(Math.min(...xs));
          expect(seat.x, id).toBeLessThanOrEqual(Math.max(...xs));
          expect(seat.y, id).toBeGreaterThanOrEqual(Math.min(...ys));
          expect(seat.y, id).toBeLessThanOrEqual(Math.max(...ys));
          expect(insidePolygon([seat.x, seat.y], points), `${id} inside the polygon`).toBe(true);
          expect(seen.has(id), `${id} duplicated`).toBe(false);
          seen.add(id);
        }
      }
    }
  });

  it("sell every seat of a zone in its seated group", () => {
    for (const cltn of catalogue.cltns) {
      for (const group of cltn.groups) {
        if (!group.zone) continue;
        const zone = zoneOf(cltn, group.zone);
        expect(zone && seatCount(zone), `${cltn.key}/${group.name}`).toBe(group.totalCnt);
      }
      const zoned = cltn.groups.filter((g) => g.zone).map((g) => `${g.time ?? ""}/${g.zone ?? ""}`);
      expect(new Set(zoned).size, `${cltn.key}: one group per zone and time`).toBe(zoned.length);
    }
  });

  it("name brands, places, zones and coupons in every language a customer may read", () => {
    const text = (what: string, local: TLocalTexts) => ({ what, local });
    const texts = [
      ...catalogue.brands.flatMap((b) => [
        text(`brand ${b.key} name`, b.names),
        text(`brand ${b.key} description`, b.descriptions),
      ]),
      ...catalogue.places.flatMap((p) => [
        text(`place ${p.key} name`, p.names),
        text(`place ${p.key} address`, p.addresses),
        ...p.zones.map((z) => text(`zone ${p.key}/${z.key} name`, z.names)),
      ]),
      ...catalogue.coupons.flatMap((c) => [
        text(`coupon ${c.key} name`, c.names),
        text(`coupon ${c.key} description`, c.descriptions),
      ]),
    ];
    // English readers fall back to the organiser's own text, which the demo writes in English.
    for (const { what, local } of texts)
      for (const lang of ["ko", "ja", "zh-tw"] as const)
        expect(local[lang], `${what} in ${lang}`).toBeTruthy();
  });

  it("ship every referenced image, small and self-contained", () => {
    for (const path of imagePaths()) {
      expect(existsSync(join(PUBLIC_DIR, path)), `${path} exists under apps/web/public`).toBe(true);
    }
    for (const file of listFiles(join(PUBLIC_DIR, "demo")).filter((f) => f.endsWith(".svg"))) {
      const text = readFileSync(file, "utf8");
      expect(statSync(file).size, file).toBeLessThan(6 * 1024);
      expect(text.replace('xmlns="http://www.w3.org/2000/svg"', ""), file).not.toMatch(
        /https?:|@import|@font-face|href=/,
      );
    }
  });
});
