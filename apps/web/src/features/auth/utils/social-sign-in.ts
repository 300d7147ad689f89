import type { Language } from "@admit/contract/i18n";
import { API_BASE } from "@admit/contract/paths";
import type { OAuthProvider } from "@admit/contract/users";
import { detectInAppBrowser, systemBrowserUrl } from "../../../lib/in-app-browser.ts";

/** The full-page redirect into the provider (spec §7: GET /users/signin/{provider}?lang). */
export const socialSignInPath = (provider: OAuthProvider, lang: Language) =>
  `${API_BASE}/users/signin/${provider}?lang=${lang}`;

export type SocialStart =
  | { kind: "redirect"; url: string }
  /** An iOS in-app browser without a way out: InAppRouteView guides the person to Safari. */
  | { kind: "guide"; route: string };

/**
 * Where the sign-in button leads. Google refuses sign-in inside embedded web views
 * ("disallowed_useragent"), so in an in-app browser the same sign-in URL, with provider and
 * language, opens in the system browser: KakaoTalk and LINE have their own ways, Android
 * others an intent for Chrome, iOS others the Safari guide. Kakao works in place.
 */
export function socialSignInStart(
  provider: OAuthProvider,
  lang: Language,
  userAgent: string,
  origin: string,
): SocialStart {
  const path = socialSignInPath(provider, lang);
  const browser = detectInAppBrowser(userAgent);
  if (!browser || provider === "kakao") return { kind: "redirect", url: path };
  const outside = systemBrowserUrl(browser, userAgent, new URL(path, origin).toString());
  return outside ? { kind: "redirect", url: outside } : { kind: "guide", route: path };
}
