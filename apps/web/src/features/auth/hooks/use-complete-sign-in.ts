import { isLanguage } from "@admit/contract/i18n";
import { homeAfterSignIn, type TSigninUser } from "@admit/contract/users";
import { useNavigate } from "react-router";
import { changeLanguage, currentLanguage } from "../../../lib/i18n.ts";
import { safeRoute } from "../../../lib/in-app-browser.ts";
import { local, STORAGE_KEYS, session } from "../../../lib/storage.ts";
import { useAuthStore } from "../../../stores/auth.ts";

/**
 * After sign-in: keep the auth state, go back where the person was going (a host with nowhere in
 * particular to go lands on their door, /host). The language is the one
 * the person chose on this device (`?lang` or the language sheet) — it wins until they change it;
 * without a choice here, the account's.
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const signIn = useAuthStore((s) => s.signIn);
  return async (user: TSigninUser) => {
    const lang = isLanguage(local.get(STORAGE_KEYS.language)) ? currentLanguage() : user.lang;
    signIn({ id: user.id, lang });
    await changeLanguage(lang);
    const route = session.get("route");
    session.remove("route");
    navigate(route ? safeRoute(route) : homeAfterSignIn(user.role), { replace: true });
  };
}
