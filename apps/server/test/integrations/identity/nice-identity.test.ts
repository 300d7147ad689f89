import { createDecipheriv } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { niceEncrypt, niceIntegrity, niceKeys } from "../../../src/integrations/identity/nice-identity.ts";
import { createSignedInUser } from "../../fixtures.ts";
import { buildTestApp } from "../../helper.ts";

/**
 * A local double of the NICE API's two calls (the organisation's access token and the crypto
 * token), answering as NICE's documentation prints them; it keeps what it handed out so the
 * test can play NICE's window: decrypt the request, answer encrypted under the same key.
 */
const CLIENT_ID = "nice-client";
const CLIENT_SECRET = "nice-secret";
const PRODUCT_ID = "2101979031";
const TOKEN_VAL = "4sV7lH5Zq0Pq1z2Xy3Wv4Ut5Sr6Qp7On";
let double: Server;
let base: string;
const issued: { reqDtim: string; reqNo: string; tokenVersionId: string }[] = [];
let tokenCalls = 0;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = "";
    req.on("data", (c: Buffer) => {
      text += c;
    });
    req.on("end", () => resolve(text));
  });

let t: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  double = createServer(async (req, res) => {
    const body = await readBody(req);
    res.setHeader("content-type", "application/json");
    if (req.url === "/digital/niceid/oauth/oauth/token") {
      tokenCalls++;
      const basic = Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64");
      if (req.headers.authorization !== `Basic ${basic}` || !body.includes("grant_type=client_credentials")) {
        res.statusCode = 401;
        return res.end(JSON.stringify({ dataHeader: { GW_RSLT_CD: "1800", GW_RSLT_MSG: "invalid client" } }));
      }
      return res.end(
        JSON.stringify({
          dataHeader: { GW_RSLT_CD: "1200", GW_RSLT_MSG: "오류 없음" },
          dataBody: {
            access_token: "access-123",
            token_type: "bearer",
            expires_in: 1_576_799_999,
            scope: "default",
          },
        }),
      );
    }
    if (req.url === "/digital/niceid/api/v1.0/common/crypto/token") {
      const bearer = Buffer.from(
        String(req.headers.authorization).replace(/^bearer /, ""),
        "base64",
      ).toString();
      const [token, , client] = bearer.split(":");
      const { dataBody } = JSON.parse(body) as {
        dataBody: { req_dtim: string; req_no: string; enc_mode: string };
      };
      if (token !== "access-123" || client !== CLIENT_ID || req.headers.productid !== PRODUCT_ID) {
        res.statusCode = 401;
        return res.end(JSON.stringify({ dataHeader: { GW_RSLT_CD: "1800" } }));
      }
      const tokenVersionId = `2026112317${String(issued.length).padStart(10, "0")}`;
      issued.push({ reqDtim: dataBody.req_dtim, reqNo: dataBody.req_no, tokenVersionId });
      return res.end(
        JSON.stringify({
          dataHeader: { GW_RSLT_CD: "1200", GW_RSLT_MSG: "오류 없음" },
          dataBody: {
            rsp_cd: "P000",
            result_cd: "0000",
            site_code: "BY954",
            token_version_id: tokenVersionId,
            token_val: TOKEN_VAL,
            period: 3600,
          },
        }),
      );
    }
    res.statusCode = 404;
    res.end("{}");
  });
  await new Promise<void>((resolve) => double.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(double.address() as AddressInfo).port}`;
  t = await buildTestApp({
    IDENTITY: "nice",
    NICE_CLIENT_ID: CLIENT_ID,
    NICE_CLIENT_SECRET: CLIENT_SECRET,
    NICE_PRODUCT_ID: PRODUCT_ID,
    NICE_API_BASE: base,
    PUBLIC_URL: "https://admit.test",
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => double.close(resolve));
});

/** Reads the start page's form: what the browser posts to NICE's window. */
function formOf(html: string) {
  const value = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? "";
  return {
    action: /<form method="post" action="([^"]+)"/.exec(html)?.[1],
    tokenVersionId: value("token_version_id"),
    encData: value("enc_data"),
    integrity: value("integrity_value"),
  };
}

/** Plays NICE's window: reads the request with the check's key and answers for `birthdate`. */
function niceAnswers(form: ReturnType<typeof formOf>, birthdate: string, tamper = false) {
  const sent = issued.find((i) => i.tokenVersionId === form.tokenVersionId);
  if (!sent) throw new Error("NICE never issued this token");
  const keys = niceKeys(sent.reqDtim, sent.reqNo, TOKEN_VAL);
  expect(niceIntegrity(keys, form.encData)).toBe(form.integrity);
  const decipher = createDecipheriv("aes-128-cbc", Buffer.from(keys.key), Buffer.from(keys.iv));
  const request = JSON.parse(
    Buffer.concat([decipher.update(Buffer.from(form.encData, "base64")), decipher.final()]).toString(),
  ) as { requestno: string; returnurl: string; sitecode: string };
  expect(request).toMatchObject({ requestno: sent.reqNo, sitecode: "BY954" });
  const answer = niceEncrypt(
    keys,
    JSON.stringify({
      resultcode: "0000",
      requestno: request.requestno,
      sitecode: "BY954",
      birthdate,
      gender: "1",
    }),
  );
  const encData = tamper
    ? niceEncrypt(keys, JSON.stringify({ resultcode: "0000", birthdate: "19700101" }))
    : answer;
  const back = new URL(request.returnurl);
  back.search = new URLSearchParams({
    token_version_id: form.tokenVersionId,
    enc_data: encData,
    integrity_value: niceIntegrity(keys, answer),
  }).toString();
  return `${back.pathname}${back.search}`;
}

async function startCheck(cookies: Record<string, string>) {
  const start = await t.app.inject({
    method: "POST",
    url: "/api/v1/identity/start",
    cookies,
    payload: { next: "/discover/pay/7" },
  });
  expect(start.statusCode).toBe(200);
  const page = await t.app.inject({ method: "GET", url: start.json().redirectUrl });
  expect(page.statusCode).toBe(200);
  expect(page.headers["content-security-policy"]).toContain("form-action https://nice.checkplus.co.kr");
  return formOf(page.body);
}

describe("NICE identity checks", () => {
  it("posts the encrypted request to NICE's window and keeps the verified birth date of its answer", async () => {
    const who = await createSignedInUser(t, "nice-pass-1");
    const form = await startCheck(who.cookies);
    expect(form.action).toBe("https://nice.checkplus.co.kr/CheckPlusSafeModel/service.cb");
    const back = await t.app.inject({ method: "GET", url: niceAnswers(form, "19900101") });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe("/discover/pay/7?identity=verified");
    const me = await t.app.inject({ method: "GET", url: "/api/v1/users/me", cookies: who.cookies });
    expect(me.json()).toMatchObject({ identityVerified: true });
    // The organisation's access token was asked once, whatever the number of checks.
    await startCheck(who.cookies);
    expect(tokenCalls).toBe(1);
  });

  it("refuses an answer that does not verify, and tells an under-19 so", async () => {
    const who = await createSignedInUser(t, "nice-pass-2");
    const forged = await t.app.inject({
      method: "GET",
      url: niceAnswers(await startCheck(who.cookies), "19900101", true),
    });
    expect(forged.headers.location).toBe("/discover/pay/7?identity=failed");
    const unknown = await t.app.inject({
      method: "GET",
      url: "/api/v1/identity/callback?token_version_id=nope&enc_data=x&integrity_value=y",
    });
    expect(unknown.headers.location).toBe("/?identity=failed");
    const young = new Date().getFullYear() - 10;
    const child = await t.app.inject({
      method: "GET",
      url: niceAnswers(await startCheck(who.cookies), `${young}0101`),
    });
    expect(child.headers.location).toBe("/discover/pay/7?identity=underAge");
  });
});
