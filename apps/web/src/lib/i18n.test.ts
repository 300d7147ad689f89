import { describe, expect, it } from "vitest";
import { resolveLanguage } from "./i18n.ts";

describe("language resolution", () => {
  it("prefers ?lang, then the stored choice, then the browser", () => {
    expect(resolveLanguage({ query: "ja", stored: "ko", browser: ["en-US"] })).toBe("ja");
    expect(resolveLanguage({ query: "ZH-TW", stored: "ko" })).toBe("zh-tw");
    expect(resolveLanguage({ query: "fr", stored: "ko", browser: ["ja-JP"] })).toBe("ko");
    expect(resolveLanguage({ stored: null, browser: ["ja-JP", "en"] })).toBe("ja");
  });

  it("maps any Chinese to zh-tw and anything unsupported to en", () => {
    expect(resolveLanguage({ browser: ["zh-CN"] })).toBe("zh-tw");
    expect(resolveLanguage({ browser: ["zh"] })).toBe("zh-tw");
    expect(resolveLanguage({ browser: ["fr-FR", "ko"] })).toBe("en");
    expect(resolveLanguage({ browser: ["ko-KR"] })).toBe("ko");
  });

  it("defaults to en", () => {
    expect(resolveLanguage({})).toBe("en");
    expect(resolveLanguage({ stored: "xx", browser: [] })).toBe("en");
  });
});
