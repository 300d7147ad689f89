import { APPLY_IMAGE_MAX_BYTES } from "@admit/contract/claims";
import { describe, expect, it } from "vitest";
import { imageRefusal, imageRuleValues } from "./image-rules.ts";

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe("application pictures", () => {
  it("takes jpg, jpeg, png and webp up to 5 MB", () => {
    expect(imageRefusal(file("a.jpg", "image/jpeg"))).toBeNull();
    expect(imageRefusal(file("a.JPEG", "image/jpeg"))).toBeNull();
    expect(imageRefusal(file("a.png", "image/png", APPLY_IMAGE_MAX_BYTES))).toBeNull();
    expect(imageRefusal(file("a.webp", ""))).toBeNull();
  });

  it("refuses other types and larger files", () => {
    expect(imageRefusal(file("a.gif", "image/gif"))).toBe("type");
    expect(imageRefusal(file("a.heic", ""))).toBe("type");
    expect(imageRefusal(file("notes", ""))).toBe("type");
    expect(imageRefusal(file("a.png", "image/png", APPLY_IMAGE_MAX_BYTES + 1))).toBe("size");
  });

  it("states the rule as the alert lists it", () => {
    expect(imageRuleValues(3)).toEqual({ types: "JPG, JPEG, PNG, WEBP", size: 5, max: 3 });
  });
});
