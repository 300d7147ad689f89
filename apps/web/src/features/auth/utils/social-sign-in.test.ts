import { describe, expect, it } from "vitest";
import { socialSignInStart } from "./social-sign-in.ts";

const ORIGIN = "https://admit.example";
const SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const KAKAOTALK_IOS =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.4.5";
const INSTAGRAM_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 Instagram 312.0";
const INSTAGRAM_IOS =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 312.0";
const LINE =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 Line/13.1.0";

describe("socialSignInStart", () => {
  it("redirects in place in a normal browser, with the language", () => {
    expect(socialSignInStart("google", "ko", SAFARI, ORIGIN)).toEqual({
      kind: "redirect",
      url: "/api/v1/users/signin/google?lang=ko",
    });
  });

  it("keeps Kakao in the in-app browser, where it works", () => {
    expect(socialSignInStart("kakao", "ja", KAKAOTALK_IOS, ORIGIN)).toEqual({
      kind: "redirect",
      url: "/api/v1/users/signin/kakao?lang=ja",
    });
  });

  it("opens Google in the system browser from in-app browsers, keeping provider and lang", () => {
    expect(socialSignInStart("google", "en", KAKAOTALK_IOS, ORIGIN)).toEqual({
      kind: "redirect",
      url: `kakaotalk://web/openExternal?url=${encodeURIComponent(`${ORIGIN}/api/v1/users/signin/google?lang=en`)}`,
    });
    expect(socialSignInStart("google", "en", LINE, ORIGIN)).toEqual({
      kind: "redirect",
      url: `${ORIGIN}/api/v1/users/signin/google?lang=en&openExternalBrowser=1`,
    });
    expect(socialSignInStart("google", "zh-tw", INSTAGRAM_ANDROID, ORIGIN)).toEqual({
      kind: "redirect",
      url: "intent://admit.example/api/v1/users/signin/google?lang=zh-tw#Intent;scheme=https;package=com.android.chrome;end",
    });
    expect(socialSignInStart("google", "en", INSTAGRAM_IOS, ORIGIN)).toEqual({
      kind: "guide",
      route: "/api/v1/users/signin/google?lang=en",
    });
  });
});
