import { describe, expect, it } from "vitest";
import { personLabel, personName } from "./person-name.ts";

const t = (key: string, values?: Record<string, unknown>) =>
  key === "person.named" ? `${String(values?.name)}님` : key;

describe("personName", () => {
  it("is the name, trimmed", () => {
    expect(personName("  김민준 ")).toBe("김민준");
  });

  it("is null for nothing, blanks and e-mail addresses", () => {
    expect(personName(null)).toBeNull();
    expect(personName(undefined)).toBeNull();
    expect(personName("   ")).toBeNull();
    expect(personName("kim@example.com")).toBeNull();
  });
});

describe("personLabel", () => {
  it("puts the honorific on a name only", () => {
    expect(personLabel(t, "김민준", "받는 분")).toBe("김민준님");
    expect(personLabel(t, "kim@example.com", "받는 분")).toBe("받는 분");
    expect(personLabel(t, "", "kim@example.com")).toBe("kim@example.com");
  });
});
