import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser } from "../fixtures.ts";
import { buildTestApp } from "../helper.ts";
import { saleFixture } from "../sale-fixtures.ts";

let t: Awaited<ReturnType<typeof buildTestApp>>;
let who: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: "100000" });
  who = await createSignedInUser(t, "bad-input-pass-1");
});
afterAll(() => t.close());

const NUL = "\u0000";
const call = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown, headers = {}) =>
  t.app.inject({
    method,
    url,
    cookies: who.cookies,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe("bad input never answers 500", () => {
  it("refuses a control character in any text field as VALIDATION on that field", async () => {
    const sale = await saleFixture(t.db);
    const cases: [Promise<{ statusCode: number; json(): { code: string; field?: string } }>, string][] = [
      [call("PUT", "/api/v1/users/me", { name: `Mina${NUL}` }), "name"],
      [call("GET", `/api/v1/discover/cltns/search?keyword=a${encodeURIComponent(NUL)}b`), "keyword"],
      [
        call("POST", "/api/v1/discover/referrer/valid", { code: `FRIEND${NUL}`, ngList: [sale.ga.id] }),
        "code",
      ],
      [
        call("POST", "/api/v1/discover/orders/ord_abcdefghijklmnop/payment", {
          paymentKey: `k${NUL}`,
          amount: 1,
        }),
        "paymentKey",
      ],
      [call("POST", "/api/v1/host/checkin", { qrData: "x", gate: `A${NUL}` }), "gate"],
      [call("GET", `/api/v1/identity/callback?id=${encodeURIComponent(`chk${NUL}`)}`), "id"],
      // Questionnaire answers reach jsonb untyped: nested values and keys are checked too.
      [
        call("POST", `/api/v1/discover/orders/reservation?nftGroupId=${sale.ga.id}`, {
          priceUnit: "KRW",
          list: [{ id: sale.gaKrw.id, count: 1, price: sale.gaKrw.price }],
          amount: sale.gaKrw.price,
          attendees: [{ address: { detail: `2F${NUL}` } }],
        }),
        "attendees.0.address.detail",
      ],
      [call("PUT", "/api/v1/users/me", { [`na${NUL}me`]: "x" }), "_"],
    ];
    for (const [request, field] of cases) {
      const res = await request;
      expect(res.statusCode, field).toBe(400);
      expect(res.json(), field).toMatchObject({ code: "VALIDATION", field });
    }
    // Tabs and line breaks are text, not controls.
    const text = await call(
      "GET",
      `/api/v1/discover/cltns/search?keyword=${encodeURIComponent("jazz\tnight\n")}`,
    );
    expect(text.statusCode).toBe(200);
  });

  it("answers a multipart request without a boundary as a missing image", async () => {
    const res = await call("PUT", "/api/v1/users/profile-img", "x", {
      "content-type": "multipart/form-data",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION", field: "image" });
  });

  it("answers framework errors with the {code, message} body, never echoing the URL", async () => {
    const badEscape = await call("GET", "/api/v1/nfts/%E0%A4%A");
    expect(badEscape.statusCode).toBe(400);
    expect(badEscape.json()).toMatchObject({ code: "BAD_REQUEST", message: expect.any(String) });
    const long = "a".repeat(5_000);
    const tooLong = await call("GET", `/api/v1/labels/${long}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: "BAD_REQUEST" });
    expect(tooLong.body).not.toContain(long);
    const missing = await call("GET", `/api/v1/${long}`);
    expect(missing.json().code).toBe("NOT_FOUND");
    expect(missing.body.length).toBeLessThan(500);
  });

  it("answers oversized headers and broken framing with the same body, from the socket up", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = (request: string) =>
      new Promise<string>((resolve) => {
        const socket = connect(port, "127.0.0.1", () => socket.write(request));
        let answer = "";
        socket.on("data", (chunk) => {
          answer += chunk;
        });
        socket.on("close", () => resolve(answer));
        socket.on("error", () => resolve(answer));
      });
    const big = await raw(`GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    expect(big).toMatch(/^HTTP\/1\.1 431/);
    expect(JSON.parse(big.slice(big.indexOf("\r\n\r\n") + 4))).toMatchObject({ code: "BAD_REQUEST" });
    const framing = await raw(
      "POST /api/v1/users/signout HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
    );
    expect(framing).toMatch(/^HTTP\/1\.1 400/);
    expect(JSON.parse(framing.slice(framing.indexOf("\r\n\r\n") + 4))).toMatchObject({ code: "BAD_REQUEST" });
  });

  it("documents the identity callback's query as its fields, with no bogus parameter", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const names = (doc.paths["/api/v1/identity/callback"].get.parameters as { name: string }[]).map(
      (p) => p.name,
    );
    expect(names).not.toContain("additionalProperties");
    expect(names).toEqual(expect.arrayContaining(["id", "token_version_id", "enc_data", "integrity_value"]));
  });
});
