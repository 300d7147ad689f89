import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { labels } from "../../../src/db/schema/index.ts";
import { buildTestApp } from "../../helper.ts";

let t: Awaited<ReturnType<typeof buildTestApp>>;
const suffix = randomUUID().slice(0, 8);
const main = `main-${suffix}`;
const partner = `partner-${suffix}`;
const theme = {
  primary: "#4f46e5",
  onPrimary: "#ffffff",
  background: "#ffffff",
  surface: "#f4f4f8",
  text: "#111111",
  textMuted: "#666666",
  statusBar: "#4f46e5",
};

/** The partner label as stored, and as GET /labels/{name} answers it. */
const PARTNER = {
  displayName: "Partner Wallet · 파트너",
  appName: "Partner Wallet",
  logo: "/demo/labels/b.svg",
  startLogo: "/demo/labels/b-start.svg",
  loginMethods: ["email" as const],
  theme: { ...theme, primary: "#0f766e" },
};

/** Both providers configured, so the label's own methods show through. */
const PROVIDERS = {
  GOOGLE_CLIENT_ID: "google-id",
  GOOGLE_CLIENT_SECRET: "google-secret",
  KAKAO_CLIENT_ID: "kakao-id",
  KAKAO_CLIENT_SECRET: "kakao-secret",
};

beforeAll(async () => {
  t = await buildTestApp(PROVIDERS);
  await t.db.insert(labels).values([
    {
      name: main,
      displayName: "Main",
      logo: "/demo/labels/a.svg",
      startLogo: "/demo/labels/a-start.svg",
      loginMethods: ["google", "kakao", "email"],
      theme,
      redirectPatterns: [`${suffix}.example.test`],
    },
    { name: partner, ...PARTNER, redirectPatterns: [`/${partner}`] },
  ]);
});
afterAll(() => t.close());

describe("GET /labels/{name}", () => {
  it("answers the label's names, logos, login methods and theme", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/v1/labels/${partner}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: partner, ...PARTNER });
    // Without a name for sentences, a label's sentences say its display name.
    const main_ = (await t.app.inject({ method: "GET", url: `/api/v1/labels/${main}` })).json();
    expect(main_).toMatchObject({ displayName: "Main", appName: "Main" });
  });

  it("answers 404 for an unknown label and 400 for a malformed name", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/v1/labels/nobody-here" })).statusCode).toBe(404);
    const bad = await t.app.inject({ method: "GET", url: "/api/v1/labels/Bad%20Name" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields.name).toBe("valid.format");
  });
});

describe("default login methods", () => {
  it("offers google, kakao and email when a label does not say", async () => {
    const name = `plain-${suffix}`;
    await t.db.insert(labels).values({
      name,
      displayName: "Plain",
      logo: "/demo/labels/p.svg",
      startLogo: "/demo/labels/p.svg",
      theme,
    });
    const res = await t.app.inject({ method: "GET", url: `/api/v1/labels/${name}` });
    expect(res.json().loginMethods).toEqual(["google", "kakao", "email"]);
  });

  it("leaves out a provider this server has no credentials for", async () => {
    const bare = await buildTestApp({ KAKAO_CLIENT_ID: "kakao-id", KAKAO_CLIENT_SECRET: "kakao-secret" });
    try {
      // Its own database (on PGlite each app gets a fresh one): give it the label too.
      await bare.db
        .insert(labels)
        .values({ name: main, displayName: "Main", logo: "/a.svg", startLogo: "/a.svg", theme })
        .onConflictDoNothing();
      const res = await bare.app.inject({ method: "GET", url: `/api/v1/labels/${main}` });
      expect(res.json().loginMethods).toEqual(["kakao", "email"]);
    } finally {
      await bare.close();
    }
  });
});

describe("GET /labels/redirect", () => {
  it("matches a host, a subdomain and a path prefix, the most specific first", async () => {
    const ask = async (pattern: string) =>
      (await t.app.inject({ method: "GET", url: "/api/v1/labels/redirect", query: { pattern } })).json().name;
    expect(await ask(`${suffix}.example.test`)).toBe(main);
    expect(await ask(`https://www.${suffix}.example.test/discover`)).toBe(main);
    expect(await ask(`https://${suffix}.example.test/${partner}/event`)).toBe(partner);
    expect(await ask(`/${partner}`)).toBe(partner);
    expect(await ask("https://unrelated.example.org/")).toBeNull();
  });
});
