/** In-app browsers that keep people inside a chat or social app (spec §2 InAppRouteView). */
export type InAppBrowser = "kakaotalk" | "line" | "instagram" | "facebook" | "naver" | "band" | "other";

const PATTERNS: [InAppBrowser, RegExp][] = [
  ["kakaotalk", /KAKAOTALK/i],
  ["line", /\bLine\//i],
  ["instagram", /Instagram/i],
  ["facebook", /FBAN|FBAV|FB_IAB/i],
  ["naver", /NAVER\(inapp/i],
  ["band", /BAND\//i],
];

export function isIos(userAgent: string): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent);
}

/** Which in-app browser this is, or null in a normal browser. */
export function detectInAppBrowser(userAgent: string): InAppBrowser | null {
  for (const [name, pattern] of PATTERNS) if (pattern.test(userAgent)) return name;
  // iOS web views without "Safari" in the agent are embedded browsers too.
  if (isIos(userAgent) && /AppleWebKit/i.test(userAgent) && !/Safari/i.test(userAgent)) return "other";
  return null;
}

/**
 * A link that opens `url` in the system browser where the app supports one, else null
 * (the person copies the link instead).
 */
export function externalOpenUrl(browser: InAppBrowser, url: string): string | null {
  if (browser === "kakaotalk") return `kakaotalk://web/openExternal?url=${encodeURIComponent(url)}`;
  if (browser === "line") {
    const u = new URL(url);
    u.searchParams.set("openExternalBrowser", "1");
    return u.toString();
  }
  return null;
}

/**
 * How to leave an in-app browser for the system browser at `url` (absolute): KakaoTalk and LINE
 * have their own ways, Android others an intent for Chrome; null on iOS's others, whose way out
 * is the Safari guide (InAppRouteView).
 */
export function systemBrowserUrl(browser: InAppBrowser, userAgent: string, url: string): string | null {
  const external = externalOpenUrl(browser, url);
  if (external) return external;
  if (isIos(userAgent)) return null;
  const u = new URL(url);
  return `intent://${u.host}${u.pathname}${u.search}#Intent;scheme=${u.protocol.replace(":", "")};package=com.android.chrome;end`;
}

/** Keeps only same-site paths as the route to continue to. */
export function safeRoute(route: string | null): string {
  if (!route?.startsWith("/") || route.startsWith("//")) return "/";
  return route;
}
