import type { OAuthProvider } from "@admit/contract/users";
import { useNavigate } from "react-router";
import { currentLanguage } from "../../../lib/i18n.ts";
import { socialSignInStart } from "../utils/social-sign-in.ts";

/** Starts Google or Kakao sign-in: a full-page redirect, or the in-app browser's way out. */
export function useSocialSignIn() {
  const navigate = useNavigate();
  return (provider: OAuthProvider) => {
    const start = socialSignInStart(provider, currentLanguage(), navigator.userAgent, window.location.origin);
    if (start.kind === "guide") return navigate(`/in_app/route?route=${encodeURIComponent(start.route)}`);
    window.location.assign(start.url);
  };
}
