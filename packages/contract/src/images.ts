/**
 * Images served at the size shown: `GET /img/{width}/{path}` answers the app's own image at `path`
 * (a file of the web build such as `demo/cltns/x.svg`, or an upload under `uploads/`) as WebP,
 * `width` pixels wide. The web asks for each image at the device's pixel ratio (`sizedImage`);
 * addresses elsewhere (a CDN) are used as they are.
 */

export const IMAGE_PATH = "/img";

/**
 * The widths a variant is made at, and the only ones the route makes: each new variant costs the
 * server real work, so an image has at most this many. They cover what the app shows (48 to 430
 * CSS px at 1×, 2× and 3×); `sizedImage` asks for the nearest one at or above the width needed.
 */
export const IMAGE_WIDTHS = [48, 96, 144, 192, 256, 320, 384, 512, 640, 768, 1024, 1280, 1536, 2048] as const;

/** Files the route resizes, by their name. */
export const RESIZABLE_IMAGE = /\.(svg|png|jpe?g|webp)$/i;

/** The pixel ratios of the variants a `srcset` offers. */
const PIXEL_RATIOS = [1, 2, 3] as const;

/** The made width nearest at or above `px` (the largest for anything wider). */
export function imageWidthFor(px: number): number {
  return IMAGE_WIDTHS.find((w) => w >= px) ?? Math.max(...IMAGE_WIDTHS);
}

/** Whether `width` is one the route makes. */
export const isImageWidth = (width: number) => (IMAGE_WIDTHS as readonly number[]).includes(width);

/**
 * `src` and `srcSet` for an image shown `cssWidth` CSS pixels wide. The app's own files (a path
 * on this origin) come resized, at 1×, 2× and 3×; any other address, or none, is left as it is.
 */
export function sizedImage(
  src: string | null | undefined,
  cssWidth: number,
): { src: string | undefined; srcSet: string | undefined } {
  if (!src?.startsWith("/") || src.startsWith("//") || src.startsWith(`${IMAGE_PATH}/`))
    return { src: src || undefined, srcSet: undefined };
  const [path = ""] = src.slice(1).split(/[?#]/);
  if (!RESIZABLE_IMAGE.test(path)) return { src, srcSet: undefined };
  const at = (ratio: number) => `${IMAGE_PATH}/${imageWidthFor(cssWidth * ratio)}/${path}`;
  return { src: at(1), srcSet: PIXEL_RATIOS.map((r) => `${at(r)} ${r}x`).join(", ") };
}
