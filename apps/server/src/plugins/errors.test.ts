import { describe, expect, it } from "vitest";
import { validKeyOf } from "./errors.ts";

describe("validation keys", () => {
  it("uses an explicit valid.* message", () => {
    expect(validKeyOf({ code: "custom", message: "valid.birthFormat" })).toBe("birthFormat");
  });

  it("maps zod issue kinds to valid.* keys", () => {
    expect(validKeyOf({ code: "invalid_type", input: undefined })).toBe("required");
    expect(validKeyOf({ code: "invalid_type", input: 3 })).toBe("invalid");
    expect(validKeyOf({ code: "too_small", origin: "string", minimum: 1 })).toBe("required");
    expect(validKeyOf({ code: "too_small", origin: "string", minimum: 8 })).toBe("minLength");
    expect(validKeyOf({ code: "too_big", origin: "string", maximum: 60 })).toBe("maxLength");
    expect(validKeyOf({ code: "too_big", origin: "number", maximum: 2100000000 })).toBe("max");
    expect(validKeyOf({ code: "invalid_format", format: "email" })).toBe("email");
    expect(validKeyOf({ code: "too_small", origin: "array", minimum: 1 })).toBe("chooseMin");
  });
});
