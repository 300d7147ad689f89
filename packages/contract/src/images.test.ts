import { describe, expect, it } from "vitest";
import { imageWidthFor, isImageWidth, sizedImage } from "./images.ts";

describe("sizedImage", () => {
  it("asks for the app's own files at 1×, 2× and 3× of the width shown, at the made widths", () => {
    expect(sizedImage("/demo/cltns/a.svg", 96)).toEqual({
      src: "/img/96/demo/cltns/a.svg",
      srcSet: "/img/96/demo/cltns/a.svg 1x, /img/192/demo/cltns/a.svg 2x, /img/320/demo/cltns/a.svg 3x",
    });
    expect(sizedImage("/uploads/p/x.webp?v=2", 50).srcSet).toBe(
      "/img/96/uploads/p/x.webp 1x, /img/144/uploads/p/x.webp 2x, /img/192/uploads/p/x.webp 3x",
    );
  });

  it("leaves other addresses, non-images, variants and nothing as they are", () => {
    for (const src of ["https://cdn.example/a.png", "//cdn.example/a.png", "/img/96/demo/a.svg", "/file.pdf"])
      expect(sizedImage(src, 96)).toEqual({ src, srcSet: undefined });
    expect(sizedImage(null, 96)).toEqual({ src: undefined, srcSet: undefined });
    expect(sizedImage("", 96)).toEqual({ src: undefined, srcSet: undefined });
  });
});

describe("image widths", () => {
  it("rounds up to a made width, and the route makes no other", () => {
    expect([imageWidthFor(1), imageWidthFor(96), imageWidthFor(97), imageWidthFor(9999)]).toEqual([
      48, 96, 144, 2048,
    ]);
    expect([48, 96, 2048].every(isImageWidth)).toBe(true);
    expect([16, 56, 97, 104, 2056, 96.5, Number.NaN].some(isImageWidth)).toBe(false);
  });
});
