import { describe, expect, it } from "vitest";
import { detectInAppBrowser, externalOpenUrl, safeRoute } from "./in-app-browser.ts";
import { postToNative } from "./native-bridge.ts";

const IOS_KAKAO =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.6.5";
const IOS_INSTAGRAM =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0.0";
const IOS_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const IOS_LINE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.3.0";
const IOS_FACEBOOK =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 [FBAN/FBIOS;FBAV/450.0]";

describe("in-app browsers", () => {
  it("recognises KakaoTalk, LINE, Instagram and Facebook, and not Safari", () => {
    expect(detectInAppBrowser(IOS_KAKAO)).toBe("kakaotalk");
    expect(detectInAppBrowser(IOS_LINE)).toBe("line");
    expect(detectInAppBrowser(IOS_INSTAGRAM)).toBe("instagram");
    expect(detectInAppBrowser(IOS_FACEBOOK)).toBe("facebook");
    expect(detectInAppBrowser(IOS_SAFARI)).toBeNull();
  });

  it("opens the same URL outside the app where the app allows it", () => {
    expect(externalOpenUrl("kakaotalk", "https://admit.test/nft/3?x=1")).toBe(
      "kakaotalk://web/openExternal?url=https%3A%2F%2Fadmit.test%2Fnft%2F3%3Fx%3D1",
    );
    expect(externalOpenUrl("line", "https://admit.test/nft/3")).toBe(
      "https://admit.test/nft/3?openExternalBrowser=1",
    );
    expect(externalOpenUrl("instagram", "https://admit.test/")).toBeNull();
  });

  it("keeps only same-site routes", () => {
    expect(safeRoute("/discover/detail/3?ref=A")).toBe("/discover/detail/3?ref=A");
    expect(safeRoute("//evil.example/x")).toBe("/");
    expect(safeRoute("https://evil.example")).toBe("/");
    expect(safeRoute(null)).toBe("/");
  });
});

describe("native bridge", () => {
  it("posts to the host that exists and does nothing in a normal browser", () => {
    const sent: unknown[] = [];
    expect(postToNative({ type: "theme", color: "#123456" }, {})).toBe(false);
    expect(
      postToNative(
        { type: "camera", wanted: true },
        { webkit: { messageHandlers: { admit: { postMessage: (m) => sent.push(m) } } } },
      ),
    ).toBe(true);
    expect(
      postToNative(
        { type: "theme", color: "#123456" },
        { AdmitNative: { postMessage: (m) => sent.push(m) } },
      ),
    ).toBe(true);
    expect(sent).toEqual([{ type: "camera", wanted: true }, '{"type":"theme","color":"#123456"}']);
  });
});
