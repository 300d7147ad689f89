import { describe, expect, it } from "vitest";
import { renderPage } from "./entry-server.tsx";
import type { ApiTransport } from "./lib/api-client.ts";

const label = {
  name: "admit",
  displayName: "Admit",
  appName: "Admit",
  logo: "/demo/labels/admit-logo.svg",
  startLogo: "/demo/labels/admit-start.svg",
  loginMethods: ["email"],
  theme: {
    primary: "#4F46E5",
    onPrimary: "#FFFFFF",
    background: "#F8FAFC",
    surface: "#FFFFFF",
    text: "#0F172A",
    textMuted: "#64748B",
    statusBar: "#4F46E5",
  },
};

/** The API as the server answers it in-process: the label, and an empty catalogue. */
function api(asked: string[] = []): ApiTransport {
  return async (url) => {
    asked.push(`${url.pathname}${url.search}`);
    if (url.pathname === "/api/v1/labels/admit") return Response.json(label);
    if (url.pathname === "/api/v1/discover/cltns") return Response.json({ items: [], nextCursor: null });
    return Response.json({ code: "NOT_FOUND", message: "no" }, { status: 404 });
  };
}

describe("the server's render of a first screen", () => {
  it("renders the start view in the asked language, with the label's logo and colours", async () => {
    const page = await renderPage({ url: "/login/start?lang=ko", acceptLanguage: "en-US", transport: api() });
    expect(page?.html).toContain("티켓, 멤버십, 쿠폰을 하나의 지갑에");
    expect(page?.html).toContain('src="/demo/labels/admit-start.svg"');
    expect(page?.title).toBe("Admit");
    expect(page?.htmlAttributes).toContain('data-label="admit"');
    expect(page?.state).toMatchObject({
      url: "/login/start?lang=ko",
      lang: "ko",
      label: "admit",
      zone: "UTC",
    });
  });

  it("runs the queries the screen asks for and carries their answers for the browser", async () => {
    const asked: string[] = [];
    const page = await renderPage({
      url: "/discover",
      acceptLanguage: "ja-JP,ja;q=0.9",
      transport: api(asked),
    });
    expect(page?.state.lang).toBe("ja");
    expect(asked.some((path) => path.startsWith("/api/v1/discover/cltns?"))).toBe(true);
    expect(page?.state.queries.queries.length).toBeGreaterThan(0);
    // The empty catalogue, as the browser would show it.
    expect(page?.html).not.toContain('data-testid="cltn-card"');
  });

  it("leaves an unknown label to the browser", async () => {
    expect(
      await renderPage({ url: "/discover?wl=nobody", acceptLanguage: undefined, transport: api() }),
    ).toBeNull();
  });

  it("does not let a render that hangs hold the next one for long", async () => {
    const hung = renderPage({
      url: "/login/start",
      acceptLanguage: "en",
      transport: () => new Promise<Response>(() => {}),
    });
    const started = Date.now();
    const next = await renderPage({ url: "/login/start", acceptLanguage: "en", transport: api() });
    expect(next?.html).toContain("Tickets, memberships and coupons in one wallet");
    expect(Date.now() - started).toBeLessThan(5_000);
    void hung;
  });
});
