import { describe, expect, it } from "vitest";
import { decideNavigation, paramsToStore, shouldClearStoredRoute, type UserCheck } from "./guard.ts";
import type { RouteMeta } from "./route-meta.ts";

const home: RouteMeta = { name: "HomeView", layout: "list" };
const start: RouteMeta = { name: "StartView", layout: "blank", unAuth: true, notLogin: true };
const terms: RouteMeta = { name: "TermsView", layout: "blank", unAuth: true };
const termsCheck: RouteMeta = { name: "RegisterExternalView", layout: "blank" };
const success: RouteMeta = { name: "RegisterSuccessView", layout: "blank" };
const ok = (termsCheck: boolean, isFirst: boolean): UserCheck => ({
  status: "ok",
  user: { id: 1, termsCheck, isFirst },
});
const url = (path: string) => new URL(path, "https://admit.test");

describe("navigation guard", () => {
  it("lets anyone see public pages without asking who they are", () => {
    expect(
      decideNavigation({
        meta: terms,
        url: url("/termsofservice"),
        signedIn: false,
        check: { status: "skipped" },
      }),
    ).toEqual({
      type: "allow",
    });
  });

  it("bounces signed-in people from notLogin pages home, except after a 401", () => {
    expect(
      decideNavigation({
        meta: start,
        url: url("/login/start"),
        signedIn: true,
        check: { status: "skipped" },
      }),
    ).toEqual({
      type: "redirect",
      to: "/",
    });
    expect(
      decideNavigation({
        meta: start,
        url: url("/login/start?code=401"),
        signedIn: true,
        check: { status: "skipped" },
      }),
    ).toEqual({ type: "allow" });
  });

  it("sends a lost session to StartView with code=401, clearing auth and keeping the route", () => {
    expect(
      decideNavigation({
        meta: home,
        url: url("/profile?tab=x"),
        signedIn: true,
        check: { status: "unauthorized" },
      }),
    ).toEqual({
      type: "redirect",
      to: "/login/start?code=401",
      clearAuth: true,
      keepRoute: "/profile?tab=x",
    });
  });

  it("sends a first-time visitor to StartView without the expiry notice", () => {
    expect(
      decideNavigation({ meta: home, url: url("/"), signedIn: false, check: { status: "unauthorized" } }),
    ).toEqual({
      type: "redirect",
      to: "/login/start",
      clearAuth: true,
      keepRoute: undefined,
    });
  });

  it("asks for terms first, then the first-visit page, then lets through", () => {
    expect(decideNavigation({ meta: home, url: url("/"), signedIn: true, check: ok(false, true) })).toEqual({
      type: "redirect",
      to: "/register/external/common",
    });
    expect(decideNavigation({ meta: home, url: url("/"), signedIn: true, check: ok(true, true) })).toEqual({
      type: "redirect",
      to: "/register/success",
    });
    expect(decideNavigation({ meta: home, url: url("/"), signedIn: true, check: ok(true, false) })).toEqual({
      type: "allow",
    });
  });

  it("never redirects the terms and first-visit pages to themselves", () => {
    const check = ok(false, true);
    expect(
      decideNavigation({ meta: termsCheck, url: url("/register/external/common"), signedIn: true, check }),
    ).toEqual({
      type: "allow",
    });
    expect(
      decideNavigation({
        meta: success,
        url: url("/register/success"),
        signedIn: true,
        check: ok(true, true),
      }),
    ).toEqual({
      type: "allow",
    });
  });

  it("keeps exactly the listed query parameters", () => {
    expect(paramsToStore(url("/?ext=1&q=jazz&route=%2Fnft%2F3&ref=ABC&other=x&init_login=y"))).toEqual({
      ext: "1",
      q: "jazz",
      route: "/nft/3",
      ref: "ABC",
      init_login: "y",
    });
  });

  it("clears the stored route when coming home from it", () => {
    expect(shouldClearStoredRoute(home, "/nft/3?x=1", "/nft/3")).toBe(true);
    expect(shouldClearStoredRoute(home, "/nft/3", "/discover")).toBe(false);
    expect(shouldClearStoredRoute(terms, "/nft/3", "/nft/3")).toBe(false);
    expect(shouldClearStoredRoute(home, null, "/nft/3")).toBe(false);
  });
});
