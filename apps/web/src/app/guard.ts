import type { TUserCheck } from "@admit/contract/api";
import type { RouteMeta } from "./route-meta.ts";

/** Query parameters the guard keeps in session storage for later steps (spec §2). */
export const STORED_PARAMS = ["ext", "hidl", "q", "route", "errRoute", "pass", "init_login", "ref"] as const;

export const START_PATH = "/login/start";
export const TERMS_PATH = "/register/external/common";
export const FIRST_VISIT_PATH = "/register/success";

/** Pages the guard itself sends to: they must not redirect to themselves. */
const TERMS_VIEWS = new Set(["RegisterExternalView"]);
const FIRST_VISIT_VIEWS = new Set(["RegisterSuccessView", "RegisterExternalView"]);

export type UserCheck =
  | { status: "ok"; user: TUserCheck }
  | { status: "unauthorized" }
  | { status: "skipped" };

export type GuardDecision =
  | { type: "allow" }
  | { type: "redirect"; to: string; clearAuth?: boolean; keepRoute?: string };

export interface GuardInput {
  meta: RouteMeta;
  url: URL;
  /** Whether this browser holds auth state (a user signed in here before). */
  signedIn: boolean;
  check: UserCheck;
}

export function needsUserCheck(meta: RouteMeta): boolean {
  return !meta.unAuth;
}

/**
 * The navigation guard of spec §2 as a pure decision:
 * notLogin pages bounce signed-in users home (not with code=401); other non-public pages need
 * the current user, then accepted terms, then a finished first visit.
 */
export function decideNavigation({ meta, url, signedIn, check }: GuardInput): GuardDecision {
  const code401 = url.searchParams.get("code") === "401";
  if (meta.notLogin && signedIn && !code401) return { type: "redirect", to: "/" };
  if (!needsUserCheck(meta)) return { type: "allow" };
  if (check.status === "unauthorized") {
    const target = `${url.pathname}${url.search}`;
    // Someone who was signed in lost the session: say so (code=401). A first visit just starts.
    return {
      type: "redirect",
      to: signedIn ? `${START_PATH}?code=401` : START_PATH,
      clearAuth: true,
      keepRoute: url.pathname === "/" ? undefined : target,
    };
  }
  if (check.status === "ok") {
    if (!check.user.termsCheck && !TERMS_VIEWS.has(meta.name)) return { type: "redirect", to: TERMS_PATH };
    if (check.user.isFirst && !FIRST_VISIT_VIEWS.has(meta.name))
      return { type: "redirect", to: FIRST_VISIT_PATH };
  }
  return { type: "allow" };
}

/** Picks the parameters to keep from a URL's query. */
export function paramsToStore(url: URL): Partial<Record<(typeof STORED_PARAMS)[number], string>> {
  const kept: Partial<Record<(typeof STORED_PARAMS)[number], string>> = {};
  for (const name of STORED_PARAMS) {
    const value = url.searchParams.get(name);
    if (value !== null) kept[name] = value;
  }
  return kept;
}

/** The stored return route is cleared when the person comes home from it. */
export function shouldClearStoredRoute(
  meta: RouteMeta,
  storedRoute: string | null,
  previousPath: string | null,
) {
  return (
    meta.name === "HomeView" &&
    storedRoute !== null &&
    previousPath !== null &&
    storedRoute.split("?")[0] === previousPath
  );
}
