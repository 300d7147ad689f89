import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../helper.ts";

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

/** The directives of a content security policy, by name. */
const directives = (csp: unknown) =>
  new Map(
    String(csp)
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name = "", ...sources]) => [name, sources]),
  );

/** Follows the docs' redirects to the page itself. */
async function docsPage() {
  let url = "/api/docs";
  for (let hops = 0; hops < 3; hops++) {
    const res = await get(url);
    if (res.statusCode < 300 || res.statusCode >= 400) return { url, res };
    url = new URL(String(res.headers.location), `http://x${url.endsWith("/") ? url : `${url}/`}`).pathname;
  }
  throw new Error("too many redirects");
}

describe("GET /api/docs: Swagger UI", () => {
  it("may load its own scripts, styles and the OpenAPI JSON, and nothing else", async () => {
    const { url, res } = await docsPage();
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    const csp = directives(res.headers["content-security-policy"]);
    expect(csp.get("script-src")).toEqual(["'self'"]);
    expect(csp.get("style-src")).toContain("'self'");
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(csp.get("default-src")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);

    // Every script is a file of this origin (none inline, which the policy would block), and is there.
    const html = res.body;
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    const base = `http://x${url}`;
    for (const [, attributes = "", body = ""] of scripts) {
      expect(body.trim()).toBe("");
      const src = /src="([^"]+)"/.exec(attributes)?.[1] ?? "";
      const script = await get(new URL(src, base).pathname);
      expect(script.statusCode).toBe(200);
      expect(script.headers["content-type"]).toMatch(/javascript/);
    }
    for (const [, href = ""] of html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g))
      expect((await get(new URL(href, base).pathname)).statusCode).toBe(200);
  });

  it("leaves the API's own answers under the policy that lets nothing load", async () => {
    const res = await get("/api/v1/health");
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
