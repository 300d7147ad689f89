/**
 * Images served at the size shown: `GET /img/{width}/{path}` answers the app's own image at `path`
 * (a file of the web build such as `demo/cltns/x.svg`, or an upload under `uploads/`) as WebP,
 * `width` pixels wide. The web asks for each image at the device's pixel ratio (`sizedImage`);
 * addresses elsewhere (a CDN) are used as they are.
 */

export const IMAGE_PATH = "/img";

/** Widths a variant may be asked at: 16 to 2,048 px in steps of 8 (a bounded set per image). */
export const IMAGE_WIDTH = { min: 16, max: 2048, step: 8 } as const;

/** Files the route resizes, by their name. */
export const RESIZABLE_IMAGE = /\.(svg|png|jpe?g|webp)$/i;

/** The pixel ratios of the variants a `srcset` offers. */
const PIXEL_RATIOS = [1, 2, 3] as const;

/** The nearest allowed width at or above `px`. */
export function imageWidthFor(px: number): number {
  const stepped = Math.ceil(px / IMAGE_WIDTH.step) * IMAGE_WIDTH.step;
  return Math.min(IMAGE_WIDTH.max, Math.max(IMAGE_WIDTH.min, stepped));
}

/** Whether `width` is one the route answers. */
export const isImageWidth = (width: number) =>
  Number.isInteger(width) &&
  width >= IMAGE_WIDTH.min &&
  width <= IMAGE_WIDTH.max &&
  width % IMAGE_WIDTH.step === 0;

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
