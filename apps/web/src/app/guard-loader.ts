import type { TUserCheck } from "@admit/contract/api";
import { hasSessionHint } from "@admit/contract/session-hint";
import { redirect } from "react-router";
import { ApiError, api } from "../lib/api-client.ts";
import { currentLanguage } from "../lib/i18n.ts";
import { session } from "../lib/storage.ts";
import { useAuthStore } from "../stores/auth.ts";
import { useLabelStore } from "../stores/label.ts";
import {
  decideNavigation,
  needsUserCheck,
  paramsToStore,
  shouldClearStoredRoute,
  type UserCheck,
} from "./guard.ts";
import type { RouteMeta } from "./route-meta.ts";

let previousPath: string | null = null;

async function checkUser(): Promise<UserCheck> {
  // No session in this browser (contract/session-hint.ts): nothing to ask that would not answer 401.
  if (!hasSessionHint(document.cookie)) return { status: "unauthorized" };
  try {
    return { status: "ok", user: await api<TUserCheck>("/users/check", { rethrow401: true }) };
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return { status: "unauthorized" };
    throw err;
  }
}

/** The guard as a route loader: runs before every navigation to the route. */
export function guardLoader(meta: RouteMeta) {
  return async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    for (const [name, value] of Object.entries(paramsToStore(url))) session.set(name, value);
    const wl = url.searchParams.get("wl");
    if (wl && /^[a-z0-9][a-z0-9-]{0,39}$/.test(wl)) useLabelStore.getState().setName(wl);
    if (shouldClearStoredRoute(meta, session.get("route"), previousPath)) session.remove("route");

    const auth = useAuthStore.getState();
    const check: UserCheck = needsUserCheck(meta) ? await checkUser() : { status: "skipped" };
    // A session started outside this page (a provider's redirect back) fills in the auth state.
    if (check.status === "ok" && auth.user?.id !== check.user.id)
      auth.signIn({ id: check.user.id, lang: currentLanguage() });
    const decision = decideNavigation({ meta, url, signedIn: auth.user !== null, check });
    if (decision.type === "redirect") {
      if (decision.clearAuth) auth.clear();
      if (decision.keepRoute) session.set("route", decision.keepRoute);
      throw redirect(decision.to);
    }
    previousPath = url.pathname;
    return null;
  };
}
