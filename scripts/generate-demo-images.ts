/**
 * Generates the demo catalogue's images as small self-contained SVG files under apps/web/public/demo/.
 *
 *   node --import tsx scripts/generate-demo-images.ts
 *
 * Every image path referenced by the demo catalogue (labels, brands, collections, coupons) gets a file:
 * posters for collections, emblems and logos for brands and labels, stub-shaped coupon images. The output is
 * deterministic (shapes are picked from a hash of the key), uses no external references or web fonts, and each
 * file stays under 6 KB.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TSeedCatalogue } from "@admit/contract/catalogue";
import { type Currency, toMajor } from "@admit/contract/money";
import { readDemoCatalogue } from "../apps/server/src/db/seed/catalogue-files.ts";

type Brand = TSeedCatalogue["brands"][number];
type Cltn = TSeedCatalogue["cltns"][number];
type Coupon = TSeedCatalogue["coupons"][number];
type Label = TSeedCatalogue["labels"][number];
type Place = TSeedCatalogue["places"][number];

const PUBLIC_DIR = fileURLToPath(new URL("../apps/web/public/", import.meta.url));
const MAX_BYTES = 6 * 1024;
const ASSET_RE = /^\/demo\/[a-z0-9/_-]+\.svg$/;

/** System fonts only: Latin first, then Korean, Traditional Chinese and Japanese faces. */
const FONT_STACK =
  "system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Apple SD Gothic Neo','Noto Sans KR'," +
  "'Malgun Gothic','PingFang TC','Microsoft JhengHei','Noto Sans TC','Hiragino Sans','Noto Sans CJK KR',sans-serif";

// ---- colour and text helpers ----

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;
}

/** Mixes `color` towards `target` by `t` (0 = color, 1 = target). */
function mix(color: string, target: string, t: number): string {
  const a = rgb(color);
  const b = rgb(target);
  return hex([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]);
}

const lighten = (c: string, t: number): string => mix(c, "#ffffff", t);
const darken = (c: string, t: number): string => mix(c, "#000000", t);

function esc(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** FNV-1a, for picking shapes deterministically. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Generous advance width of a bold character in em, so wrapped text fits even with wide fallback fonts. */
function charWidth(ch: string): number {
  const code = ch.codePointAt(0) ?? 0;
  if (code >= 0x1100) return 1;
  if (ch === " ") return 0.32;
  if (/[il.,:;'|!()]/.test(ch)) return 0.34;
  if (/[MW%&—]/.test(ch)) return 0.95;
  if (/[A-Z]/.test(ch)) return 0.74;
  if (/[0-9$₩]/.test(ch)) return 0.66;
  if (/[mw]/.test(ch)) return 0.92;
  return 0.6;
}

function textWidth(text: string, fontSize: number, letterSpacing = 0): number {
  let w = 0;
  let n = 0;
  for (const ch of text) {
    w += charWidth(ch);
    n++;
  }
  return w * fontSize + n * letterSpacing;
}

function wrap(text: string, fontSize: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, fontSize) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Picks the largest font size at which `text` fits in `maxLines` lines of `maxWidth`. */
function fitText(
  text: string,
  sizes: number[],
  maxWidth: number,
  maxLines: number,
): { size: number; lines: string[] } {
  for (const size of sizes) {
    const lines = wrap(text, size, maxWidth);
    if (lines.length <= maxLines && lines.every((l) => textWidth(l, size) <= maxWidth))
      return { size, lines };
  }
  const size = sizes[sizes.length - 1] ?? 24;
  return { size, lines: wrap(text, size, maxWidth).slice(0, maxLines) };
}

/** "Seoul Jazz Night 2026 · 서울 재즈 나이트" → ["Seoul Jazz Night 2026", "서울 재즈 나이트"]. */
function splitName(name: string): [string, string] {
  const i = name.indexOf(" · ");
  return i < 0 ? [name, ""] : [name.slice(0, i), name.slice(i + 3)];
}

function initials(name: string, max = 2): string {
  const words = splitName(name)[0]
    .split(/[\s:&—-]+/)
    .map((w) => w.replace(/[^A-Za-z0-9]/g, ""))
    .filter(Boolean);
  return words
    .slice(0, max)
    .map((w) => w[0]?.toUpperCase() ?? "")
    .join("");
}

function svg(width: number, height: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<style>text{font-family:${FONT_STACK}}</style>${body}</svg>\n`
  );
}

function gradient(id: string, from: string, to: string, vertical = false): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"';
  return `<linearGradient id="${id}" ${dir}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** Keeps decorations inside the canvas even when the image box has another aspect ratio. */
function clipped(id: string, shape: string, content: string): string {
  return `<clipPath id="${id}">${shape}</clipPath><g clip-path="url(#${id})">${content}</g>`;
}

function textLines(
  lines: string[],
  x: number,
  y: number,
  size: number,
  attrs: string,
  lineHeight = 1.18,
): string {
  return lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${Math.round(y + i * size * lineHeight)}" font-size="${size}" ${attrs}>${esc(l)}</text>`,
    )
    .join("");
}

// ---- decorative shapes ----

function pattern(seed: number, w: number, h: number, color: string): string {
  const ink = lighten(color, 0.55);
  switch (seed % 4) {
    case 0: {
      const cx = Math.round(w * 0.72);
      const cy = Math.round(h * 0.3);
      return [70, 125, 180, 235, 290]
        .map(
          (r, i) =>
            `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${ink}" stroke-width="${14 - i * 2}" opacity="${(0.32 - i * 0.05).toFixed(2)}"/>`,
        )
        .join("");
    }
    case 1: {
      let out = `<g transform="rotate(-24 ${w / 2} ${h / 3})" fill="${ink}">`;
      for (let i = 0; i < 7; i++) {
        const bw = 22 + ((seed >> i) & 3) * 10;
        out += `<rect x="${-80 + i * 120}" y="${-120}" width="${bw}" height="${Math.round(h * 0.75)}" rx="${bw / 2}" opacity="${(0.14 + (i % 3) * 0.06).toFixed(2)}"/>`;
      }
      return `${out}</g>`;
    }
    case 2: {
      const base = Math.round(h * 0.52);
      const peaks = [0.18, 0.42, 0.66, 0.9].map((p, i) => {
        const x = Math.round(w * p);
        const top = Math.round(h * (0.12 + ((seed >> (i * 3)) & 7) * 0.03));
        return `<polygon points="${x - 170},${base} ${x},${top} ${x + 170},${base}" fill="${ink}" opacity="${(0.12 + i * 0.05).toFixed(2)}"/>`;
      });
      return peaks.join("");
    }
    default: {
      let out = `<g fill="${ink}">`;
      for (let row = 0; row < 6; row++) {
        for (let col = 0; col < 7; col++) {
          const r = 4 + ((seed >> ((row + col) % 16)) & 3) * 3;
          out += `<circle cx="${60 + col * 80}" cy="${70 + row * 62}" r="${r}" opacity=".35"/>`;
        }
      }
      return `${out}</g>`;
    }
  }
}

// ---- images ----

function badge(cltn: Cltn): string {
  if (cltn.isAdult) return "19+";
  if (cltn.locationType === "online") return "ONLINE";
  switch (cltn.kind) {
    case "MEMBERSHIP":
      return "MEMBERSHIP";
    case "APPLICATION":
      return "LOTTERY";
    case "RSVP":
      return "RSVP · FREE";
    default:
      if (cltn.groups.some((g) => g.zone)) return "RESERVED SEATING";
      return cltn.times.length > 1 ? `${cltn.times.length} DAYS` : "";
  }
}

function poster(cltn: Cltn, brand: Brand | undefined, place: Place | undefined): string {
  const W = 600;
  const H = 800;
  const seed = hash(cltn.key);
  const [title, subtitle] = splitName(cltn.name);
  const main = fitText(title, [60, 54, 48, 42, 36], 510, 4);
  const sub = subtitle ? fitText(subtitle, [28, 24, 20], 510, 2) : { size: 0, lines: [] };
  const titleTop = 560 - main.lines.length * main.size * 1.12 - sub.lines.length * sub.size * 1.25;
  const tag = cltn.category.toUpperCase();
  const tagW = Math.round(textWidth(tag, 18, 1.5) + 36);
  const where = cltn.locationType === "online" ? "Online live stream" : splitName(place?.name ?? "")[0];
  const label = badge(cltn);
  const labelW = Math.round(textWidth(label, 16) + 28);
  const labelBox = label
    ? `<rect x="${W - 40 - labelW}" y="42" width="${labelW}" height="32" rx="6" fill="none" stroke="#ffffff" stroke-width="2" opacity=".85"/>` +
      `<text x="${W - 40 - labelW / 2}" y="64" font-size="16" font-weight="700" text-anchor="middle" fill="#ffffff">${esc(label)}</text>`
    : "";
  const body =
    `<defs>${gradient("g", lighten(cltn.color, 0.12), darken(cltn.color, 0.55))}` +
    `<radialGradient id="r" cx=".8" cy=".15" r=".7"><stop offset="0" stop-color="${lighten(cltn.color, 0.45)}" stop-opacity=".55"/><stop offset="1" stop-color="${cltn.color}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#g)"/><rect width="${W}" height="${H}" fill="url(#r)"/>` +
    clipped("c", `<rect width="${W}" height="${H}"/>`, pattern(seed, W, H, cltn.color)) +
    `<rect x="40" y="40" width="${tagW}" height="36" rx="18" fill="#ffffff" opacity=".92"/>` +
    `<text x="58" y="65" font-size="18" font-weight="700" letter-spacing="1.5" fill="${darken(cltn.color, 0.35)}">${esc(tag)}</text>` +
    labelBox +
    textLines(
      main.lines,
      40,
      Math.round(titleTop + main.size),
      main.size,
      'font-weight="800" fill="#ffffff"',
      1.12,
    ) +
    textLines(
      sub.lines,
      40,
      Math.round(titleTop + main.lines.length * main.size * 1.12 + sub.size * 1.4),
      sub.size,
      'font-weight="600" fill="#ffffff" opacity=".85"',
      1.25,
    ) +
    `<rect y="660" width="${W}" height="140" fill="#000000" opacity=".28"/>` +
    `<rect x="40" y="684" width="56" height="4" fill="${lighten(cltn.color, 0.5)}"/>` +
    `<text x="40" y="726" font-size="24" font-weight="700" fill="#ffffff">${esc(splitName(brand?.name ?? "")[0])}</text>` +
    `<text x="40" y="760" font-size="19" fill="#ffffff" opacity=".78">${esc(where)}</text>`;
  return svg(W, H, body);
}

function emblem(name: string, color: string, round: boolean, size = 200): string {
  const mark = initials(name);
  const shape = round
    ? `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="url(#g)"/>`
    : `<rect width="${size}" height="${size}" rx="${size * 0.22}" fill="url(#g)"/>`;
  const body =
    `<defs>${gradient("g", lighten(color, 0.15), darken(color, 0.4))}</defs>${shape}` +
    `<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.36}" fill="none" stroke="#ffffff" stroke-width="${size * 0.025}" opacity=".45"/>` +
    `<text x="${size / 2}" y="${size * 0.6}" font-size="${size * (mark.length > 2 ? 0.24 : 0.3)}" font-weight="800" text-anchor="middle" letter-spacing="1" fill="#ffffff">${esc(mark)}</text>`;
  return svg(size, size, body);
}

function banner(brand: Brand, color: string): string {
  const W = 1200;
  const H = 400;
  const [name, local] = splitName(brand.name);
  const body =
    `<defs>${gradient("g", darken(color, 0.5), color)}</defs><rect width="${W}" height="${H}" fill="url(#g)"/>` +
    clipped("c", `<rect width="${W}" height="${H}"/>`, pattern(hash(brand.key), W, H * 2, color)) +
    `<text x="64" y="210" font-size="64" font-weight="800" fill="#ffffff">${esc(name)}</text>` +
    (local
      ? `<text x="64" y="270" font-size="34" font-weight="600" fill="#ffffff" opacity=".8">${esc(local)}</text>`
      : "");
  return svg(W, H, body);
}

function labelLogo(label: Label): string {
  const t = label.theme;
  const name = splitName(label.displayName)[0];
  const W = Math.round(84 + textWidth(name, 34) + 16);
  const body =
    `<rect x="4" y="8" width="56" height="56" rx="14" fill="${t.primary}"/>` +
    `<path d="M18 26h28v6a4 4 0 0 0 0 8v6H18v-6a4 4 0 0 0 0-8z" fill="${t.onPrimary}"/>` +
    `<text x="76" y="48" font-size="34" font-weight="800" fill="${t.primary}">${esc(name)}</text>`;
  return svg(W, 72, body);
}

function labelStartLogo(label: Label): string {
  const t = label.theme;
  const [name, local] = splitName(label.displayName);
  const fitted = fitText(name, [36, 30, 26], 290, 2);
  const localY = Math.round(268 + fitted.lines.length * fitted.size * 1.18);
  const H = local ? localY + 16 : localY - fitted.size;
  const body =
    // The start view paints the label's primary colour behind this logo: draw in onPrimary.
    `<circle cx="160" cy="120" r="96" fill="${t.onPrimary}" fill-opacity=".16"/>` +
    `<circle cx="160" cy="120" r="95" fill="none" stroke="${t.onPrimary}" stroke-opacity=".35" stroke-width="2"/>` +
    `<path d="M112 88h96v22a12 12 0 0 0 0 24v22h-96v-22a12 12 0 0 0 0-24z" fill="${t.onPrimary}"/>` +
    `<path d="M176 92v60" stroke="${t.primary}" stroke-width="4" stroke-dasharray="6 6"/>` +
    textLines(
      fitted.lines,
      160,
      268,
      fitted.size,
      `font-weight="800" text-anchor="middle" fill="${t.onPrimary}"`,
    ) +
    (local
      ? `<text x="160" y="${localY}" font-size="20" font-weight="600" text-anchor="middle" fill="${t.onPrimary}" opacity=".8">${esc(local)}</text>`
      : "");
  return svg(320, H, body);
}

function discountText(coupon: Coupon): string {
  switch (coupon.discountType) {
    case "RATE":
      return `${coupon.discountValue}% OFF`;
    case "AMOUNT": {
      const currency: Currency = coupon.currency ?? "KRW";
      const amount = new Intl.NumberFormat("en-US", { style: "currency", currency }).format(
        toMajor(coupon.discountValue, currency),
      );
      return `${amount.replace(/\.00$/, "")} OFF`;
    }
    default:
      return "GIFT";
  }
}

/** A ticket stub with rounded corners cut inwards and a notch on each side. */
const STUB =
  "M24 0h552a24 24 0 0 0 24 24v108a48 48 0 0 0 0 96v108a24 24 0 0 0-24 24H24a24 24 0 0 0-24-24V228a48 48 0 0 0 0-96V24A24 24 0 0 0 24 0z";

function couponImage(coupon: Coupon, color: string, brand: Brand | undefined): string {
  const W = 600;
  const H = 360;
  const big = discountText(coupon);
  const bigSize = fitText(big, [84, 72, 60, 52], 370, 1).size;
  const title = fitText(coupon.name, [28, 24, 20], 360, 2);
  const body =
    `<defs>${gradient("g", lighten(color, 0.1), darken(color, 0.45))}</defs>` +
    clipped(
      "c",
      `<path d="${STUB}"/>`,
      `<rect width="${W}" height="${H}" fill="url(#g)"/>${pattern(hash(coupon.name), W, H * 2, color)}`,
    ) +
    `<path d="M440 30v300" stroke="#ffffff" stroke-width="3" stroke-dasharray="10 10" opacity=".6"/>` +
    `<text x="48" y="${60 + bigSize}" font-size="${bigSize}" font-weight="900" fill="#ffffff">${esc(big)}</text>` +
    textLines(title.lines, 48, 230, title.size, 'font-weight="700" fill="#ffffff"') +
    `<text x="48" y="318" font-size="18" fill="#ffffff" opacity=".8">${esc(splitName(brand?.name ?? "")[0])}</text>` +
    `<text x="520" y="190" font-size="26" font-weight="800" text-anchor="middle" fill="#ffffff" transform="rotate(-90 520 180)" letter-spacing="4">COUPON</text>`;
  return svg(W, H, body);
}

// ---- main ----

const PALETTE = ["#4F46E5", "#0D9488", "#DB2777", "#EA580C", "#65A30D", "#0284C7"];

function main(): void {
  const catalogue = readDemoCatalogue();
  const brands = new Map(catalogue.brands.map((b) => [b.key, b]));
  const places = new Map(catalogue.places.map((p) => [p.key, p]));
  const cltns = new Map(catalogue.cltns.map((c) => [c.key, c]));
  const brandColor = (key: string): string =>
    catalogue.cltns.find((c) => c.brand === key)?.color ?? PALETTE[hash(key) % PALETTE.length] ?? "#4F46E5";

  const images = new Map<string, () => string>();
  const add = (path: string, make: () => string): void => {
    if (!ASSET_RE.test(path)) throw new Error(`Not a generated demo asset path: ${path}`);
    if (!images.has(path)) images.set(path, make);
  };

  for (const label of catalogue.labels) {
    add(label.logo, () => labelLogo(label));
    add(label.startLogo, () => labelStartLogo(label));
  }
  for (const brand of catalogue.brands) {
    const color = brandColor(brand.key);
    add(brand.logoImg, () => emblem(brand.name, color, false));
    add(brand.profileImg, () => emblem(brand.name, color, true, 160));
    if (brand.bannerImg) add(brand.bannerImg, () => banner(brand, color));
  }
  for (const cltn of catalogue.cltns) {
    add(cltn.image, () =>
      poster(cltn, brands.get(cltn.brand), cltn.place ? places.get(cltn.place) : undefined),
    );
    add(cltn.logoImg, () => emblem(cltn.name, cltn.color, true));
  }
  for (const coupon of catalogue.coupons) {
    const color = (coupon.cltn && cltns.get(coupon.cltn)?.color) || brandColor(coupon.brand);
    add(coupon.image, () => couponImage(coupon, color, brands.get(coupon.brand)));
  }

  for (const [path, make] of images) {
    const content = make();
    const bytes = Buffer.byteLength(content);
    if (bytes > MAX_BYTES) throw new Error(`${path} is ${bytes} bytes, over the ${MAX_BYTES}-byte budget`);
    const file = join(PUBLIC_DIR, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    console.log(`${path} (${bytes} B)`);
  }
  console.log(`Wrote ${images.size} images under ${join(PUBLIC_DIR, "demo")}`);
}

main();
