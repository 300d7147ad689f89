import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import { dirname, extname, join, resolve, sep } from "node:path";
import { isImageWidth, RESIZABLE_IMAGE } from "@admit/contract/images";
import sharp from "sharp";

/** Where the originals are, and where the variants are kept. */
export interface ImageFolders {
  /** The web build (its public files: the demo's images, the label logos). */
  webDist?: string;
  /** Local uploads (DATA_DIR/uploads), asked for as `uploads/…`. */
  uploadsDir?: string;
  /** The variants made so far, one file per path and width. */
  cacheDir: string;
}

export interface ResizedImage {
  file: string;
  /** An upload's name is never reused; a file of the web build may change in place. */
  immutable: boolean;
}

const UPLOADS = "uploads/";

/** The file under `root` that `relative` names, or undefined when it would leave the folder. */
function inside(root: string, relative: string): string | undefined {
  const base = resolve(root);
  const path = resolve(base, relative);
  return path.startsWith(base + sep) ? path : undefined;
}

/**
 * The original of `path`: an upload (raster only: uploads are re-encoded WebP) or a file of the web
 * build (the app's own SVGs too, but not its script bundles).
 */
function originalOf(folders: ImageFolders, path: string): ResizedImage | undefined {
  if (!RESIZABLE_IMAGE.test(path) || path.includes("\0")) return undefined;
  if (path.startsWith(UPLOADS)) {
    if (!folders.uploadsDir || extname(path).toLowerCase() === ".svg") return undefined;
    const file = inside(folders.uploadsDir, path.slice(UPLOADS.length));
    return file ? { file, immutable: true } : undefined;
  }
  if (!folders.webDist || path.startsWith("assets/")) return undefined;
  const file = inside(folders.webDist, path);
  return file ? { file, immutable: false } : undefined;
}

/** Variants being made in this process, so that simultaneous first requests make one. */
const making = new Map<string, Promise<void>>();

/**
 * The image at `path` as WebP `width` pixels wide (never wider than a raster original), made on
 * first request and kept in `cacheDir` until the original changes; undefined when there is no
 * such image or width. A vector original is drawn at the width asked, so it stays sharp. A
 * variant to be made is made only if `mayMake` allows it (the caller's rate limit): "limited"
 * otherwise.
 */
export async function resizeImage(
  folders: ImageFolders,
  path: string,
  width: number,
  mayMake: () => Promise<boolean>,
): Promise<ResizedImage | "limited" | undefined> {
  if (!isImageWidth(width)) return undefined;
  const original = originalOf(folders, path);
  if (!original) return undefined;
  const source = await stat(original.file).catch(() => undefined);
  if (!source?.isFile()) return undefined;
  const variant = inside(folders.cacheDir, join(String(width), `${path}.webp`));
  if (!variant) return undefined;
  const kept = await stat(variant).catch(() => undefined);
  if (kept && kept.mtimeMs >= source.mtimeMs) return { file: variant, immutable: original.immutable };

  let made = making.get(variant);
  if (!made) {
    if (!(await mayMake())) return "limited";
    made = makeVariant(original.file, variant, width).finally(() => making.delete(variant));
    making.set(variant, made);
  }
  await made;
  return { file: variant, immutable: original.immutable };
}

async function makeVariant(original: string, variant: string, width: number) {
  const vector = extname(original).toLowerCase() === ".svg";
  // An SVG is drawn at the density that makes it `width` wide (sharp reads it at 72 dpi).
  const density = vector
    ? Math.min(2400, Math.max(1, (72 * width) / ((await sharp(original).metadata()).width ?? width)))
    : undefined;
  await mkdir(dirname(variant), { recursive: true });
  // Written aside and renamed: a reader never sees half a file, and two processes may race.
  const partial = `${variant}.${randomUUID()}.part`;
  try {
    await sharp(original, { density, limitInputPixels: 50_000_000, failOn: "error" })
      .rotate()
      .resize({ width, withoutEnlargement: !vector })
      .webp({ quality: 80 })
      .toFile(partial);
    await rename(partial, variant);
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}
