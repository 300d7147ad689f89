import type { TSigninUser } from "@admit/contract/users";
import { useNavigate } from "react-router";
import { changeLanguage } from "../../../lib/i18n.ts";
import { safeRoute } from "../../../lib/in-app-browser.ts";
import { session } from "../../../lib/storage.ts";
import { useAuthStore } from "../../../stores/auth.ts";

/** After sign-in: keep the auth state, use the account's language, go back where the person was going. */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const signIn = useAuthStore((s) => s.signIn);
  return async (user: TSigninUser) => {
    signIn({ id: user.id, lang: user.lang });
    await changeLanguage(user.lang);
    const route = session.get("route");
    session.remove("route");
    navigate(route ? safeRoute(route) : "/", { replace: true });
  };
}
