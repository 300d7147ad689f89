import { describe, expect, it } from "vitest";
import { imageTypeOf } from "./image-type.ts";

describe("imageTypeOf", () => {
  it("tells jpeg, png and webp by their first bytes", () => {
    expect(imageTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(imageTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("png");
    expect(imageTypeOf(new Uint8Array(Buffer.from("RIFF\x10\x00\x00\x00WEBPVP8 ", "latin1")))).toBe("webp");
  });

  it("refuses anything else, whatever it is called", () => {
    expect(imageTypeOf(new Uint8Array(Buffer.from("GIF89a")))).toBeUndefined();
    expect(imageTypeOf(new Uint8Array(Buffer.from("<svg xmlns=")))).toBeUndefined();
    expect(imageTypeOf(new Uint8Array(Buffer.from("RIFF\x10\x00\x00\x00WAVE", "latin1")))).toBeUndefined();
    expect(imageTypeOf(new Uint8Array())).toBeUndefined();
  });
});
