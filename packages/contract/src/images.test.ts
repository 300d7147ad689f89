import { describe, expect, it } from "vitest";
import { imageWidthFor, isImageWidth, sizedImage } from "./images.ts";

describe("sizedImage", () => {
  it("asks for the app's own files at 1×, 2× and 3× of the width shown, in steps of 8 px", () => {
    expect(sizedImage("/demo/cltns/a.svg", 96)).toEqual({
      src: "/img/96/demo/cltns/a.svg",
      srcSet: "/img/96/demo/cltns/a.svg 1x, /img/192/demo/cltns/a.svg 2x, /img/288/demo/cltns/a.svg 3x",
    });
    expect(sizedImage("/uploads/p/x.webp?v=2", 50).srcSet).toBe(
      "/img/56/uploads/p/x.webp 1x, /img/104/uploads/p/x.webp 2x, /img/152/uploads/p/x.webp 3x",
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
  it("rounds up to the steps and stays within the bounds the route answers", () => {
    expect([imageWidthFor(1), imageWidthFor(96), imageWidthFor(97), imageWidthFor(9999)]).toEqual([
      16, 96, 104, 2048,
    ]);
    expect([16, 96, 2048].every(isImageWidth)).toBe(true);
    expect([8, 97, 2056, 96.5, Number.NaN].some(isImageWidth)).toBe(false);
  });
});
