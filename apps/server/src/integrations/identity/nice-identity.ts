import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { identityChecks } from "../../db/schema/index.ts";
import { escapeHtml } from "../sandbox-page.ts";
import { IDENTITY_CALLBACK_PATH, type IdentityProvider } from "./identity-provider.ts";
import { parseBirth } from "./sandbox-identity.ts";

export interface NiceSettings {
  clientId: string;
  clientSecret: string;
  productId: string;
  /** https://svc.niceapi.co.kr:22001 (tests point it at a local double). */
  apiBase: string;
  /** NICE's standard window (service.cb), where the browser posts the encrypted request. */
  checkplusUrl: string;
  /** Our callback must be absolute for NICE. */
  publicUrl: string;
  timeoutMs?: number;
}

/** Our page that posts the browser to NICE's window: `/identity/nice/{checkId}`. */
export const NICE_START_PATH = "/identity/nice";

/** NICE's "YYYYMMDDHHmmss" in Korean time. */
function reqDtim(now: Date): string {
  const kst = new Date(now.getTime() + 9 * 3_600_000).toISOString();
  return kst.slice(0, 19).replace(/[-T:]/g, "");
}

/**
 * The symmetric key of one check, as NICE derives it: SHA-256 of req_dtim + req_no + token_val,
 * in base64 — its first 16 characters are the AES-128 key, its last 16 the IV, its first 32 the
 * HMAC key of the integrity value.
 */
export function niceKeys(dtim: string, reqNo: string, tokenVal: string) {
  const digest = createHash("sha256")
    .update(`${dtim.trim()}${reqNo.trim()}${tokenVal.trim()}`)
    .digest("base64");
  return { key: digest.slice(0, 16), iv: digest.slice(-16), hmacKey: digest.slice(0, 32) };
}

type Keys = ReturnType<typeof niceKeys>;

export const niceEncrypt = (keys: Keys, text: string) => {
  const cipher = createCipheriv("aes-128-cbc", Buffer.from(keys.key), Buffer.from(keys.iv));
  return Buffer.concat([cipher.update(text, "utf8"), cipher.final()]).toString("base64");
};

export const niceIntegrity = (keys: Keys, encData: string) =>
  createHmac("sha256", Buffer.from(keys.hmacKey)).update(encData).digest("base64");

/** NICE answers in EUC-KR. */
const niceDecrypt = (keys: Keys, encData: string) => {
  const decipher = createDecipheriv("aes-128-cbc", Buffer.from(keys.key), Buffer.from(keys.iv));
  const bytes = Buffer.concat([decipher.update(Buffer.from(encData, "base64")), decipher.final()]);
  return new TextDecoder("euc-kr").decode(bytes);
};

export class NiceError extends Error {}

/**
 * NICE 본인확인 (통합형, the standard window through the NICE API): at the start the server gets
 * a crypto token (with the organisation's access token), derives the check's key, and encrypts
 * the request; our page posts it to NICE's window; NICE sends the browser back to our callback
 * with its answer encrypted under the same key and signed (HMAC). Only an answer that verifies,
 * decrypts and names this check's request number counts.
 */
export function createNiceIdentity(
  db: Db,
  settings: NiceSettings,
  fetchImpl: typeof fetch = fetch,
): IdentityProvider {
  const api = niceApi(settings, fetchImpl);
  return {
    name: "nice",
    start: (checkId) => start(db, settings, api, checkId),
    async checkIdOf(params) {
      if (!params.token_version_id) return undefined;
      const [check] = await db
        .select({ id: identityChecks.id })
        .from(identityChecks)
        .where(eq(identityChecks.providerRef, params.token_version_id));
      return check?.id;
    },
    result: (checkId, params) => result(db, checkId, params),
  };
}

type NiceApi = ReturnType<typeof niceApi>;

/** NICE's API: a POST, and the organisation's access token. */
function niceApi(settings: NiceSettings, fetchImpl: typeof fetch) {
  const base = settings.apiBase.replace(/\/$/, "");
  const timeoutMs = settings.timeoutMs ?? 15_000;
  let accessToken: Promise<string> | undefined;

  async function post(path: string, init: { headers: Record<string, string>; body: string }) {
    const response = await fetchImpl(`${base}${path}`, {
      method: "POST",
      headers: init.headers,
      body: init.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const json = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
    if (!response.ok || !json) throw new NiceError(`NICE API ${path} answered ${response.status}`);
    return json;
  }

  /** The organisation's access token (valid for years): asked once per process. */
  function organisationToken(): Promise<string> {
    accessToken ??= post("/digital/niceid/oauth/oauth/token", {
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        authorization: `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString("base64")}`,
      },
      body: "grant_type=client_credentials&scope=default",
    })
      .then((json) => {
        const token = (json.dataBody as { access_token?: string } | undefined)?.access_token;
        if (!token) throw new NiceError("NICE gave no access token");
        return token;
      })
      .catch((err: unknown) => {
        accessToken = undefined;
        throw err;
      });
    return accessToken;
  }

  return { post, organisationToken };
}

/** Asks NICE for the check's crypto token and stores the encrypted request our start page posts. */
async function start(db: Db, settings: NiceSettings, api: NiceApi, checkId: string): Promise<string> {
  const dtim = reqDtim(new Date());
  const reqNo = randomBytes(15).toString("hex"); // 30 characters, NICE's limit
  const token = await api.organisationToken();
  const now = Math.floor(Date.now() / 1000);
  const json = await api.post("/digital/niceid/api/v1.0/common/crypto/token", {
    headers: {
      "content-type": "application/json",
      authorization: `bearer ${Buffer.from(`${token}:${now}:${settings.clientId}`).toString("base64")}`,
      productID: settings.productId,
    },
    body: JSON.stringify({
      dataHeader: { CNTY_CD: "ko" },
      dataBody: { req_dtim: dtim, req_no: reqNo, enc_mode: "1" },
    }),
  });
  const body = json.dataBody as
    | {
        rsp_cd?: string;
        result_cd?: string;
        site_code?: string;
        token_version_id?: string;
        token_val?: string;
      }
    | undefined;
  if (
    body?.rsp_cd !== "P000" ||
    body.result_cd !== "0000" ||
    !body.token_version_id ||
    !body.token_val ||
    !body.site_code
  )
    throw new NiceError(`NICE refused the crypto token (${body?.rsp_cd}/${body?.result_cd})`);
  const keys = niceKeys(dtim, reqNo, body.token_val);
  const request = JSON.stringify({
    requestno: reqNo,
    returnurl: new URL(IDENTITY_CALLBACK_PATH, settings.publicUrl).toString(),
    sitecode: body.site_code,
    methodtype: "get",
    popupyn: "N",
  });
  const encData = niceEncrypt(keys, request);
  await db
    .update(identityChecks)
    .set({
      providerRef: body.token_version_id,
      providerData: { reqNo, ...keys, encData, integrity: niceIntegrity(keys, encData) },
    })
    .where(eq(identityChecks.id, checkId));
  return `${NICE_START_PATH}/${encodeURIComponent(checkId)}`;
}

/** NICE's answer at our callback: only one that verifies, decrypts and names this check's request counts. */
async function result(db: Db, checkId: string, params: Record<string, string | undefined>) {
  const [check] = await db.select().from(identityChecks).where(eq(identityChecks.id, checkId));
  const data = check?.providerData;
  const { enc_data: encData, integrity_value: integrity } = params;
  if (!data?.key || !data.iv || !data.hmacKey || !encData || !integrity) return undefined;
  const keys = { key: data.key, iv: data.iv, hmacKey: data.hmacKey };
  const expected = Buffer.from(niceIntegrity(keys, encData));
  const given = Buffer.from(integrity);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  let answer: { resultcode?: string; requestno?: string; birthdate?: string };
  try {
    answer = JSON.parse(niceDecrypt(keys, encData));
  } catch {
    return undefined;
  }
  if (answer.resultcode !== "0000" || answer.requestno !== data.reqNo || !answer.birthdate) return undefined;
  const birthDate = parseBirth(answer.birthdate);
  return birthDate ? { birthDate } : undefined;
}

const ZParams = z.object({ id: z.string().regex(/^idc_[\w-]{8,64}$/) });
/** The one script of the start page: it posts the form at once (the button is there without scripts). */
const AUTO_SUBMIT = "document.forms[0].submit();";
const AUTO_SUBMIT_HASH = `'sha256-${createHash("sha256").update(AUTO_SUBMIT).digest("base64")}'`;

/**
 * `/identity/nice/{checkId}`: posts the browser to NICE's window with the check's encrypted
 * request. Its own CSP lets the form go to NICE and runs only the auto-submit line.
 */
export function niceStartRoutes(checkplusUrl: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.get("/:id", { schema: { hide: true, params: ZParams } }, async (request, reply) => {
      const [check] = await app.db
        .select()
        .from(identityChecks)
        .where(eq(identityChecks.id, request.params.id));
      const data = check?.providerData;
      const live = check?.status === "STARTED" && check.expiresAt.getTime() > Date.now();
      const main =
        live && data?.encData && check.providerRef
          ? `<p>NICE 본인확인 화면으로 이동합니다.<br>Going to NICE for the identity check…</p>
<form method="post" action="${escapeHtml(checkplusUrl)}">
<input type="hidden" name="m" value="service">
<input type="hidden" name="token_version_id" value="${escapeHtml(check.providerRef)}">
<input type="hidden" name="enc_data" value="${escapeHtml(data.encData)}">
<input type="hidden" name="integrity_value" value="${escapeHtml(data.integrity ?? "")}">
<button type="submit">계속 · Continue</button>
</form>
<script>${AUTO_SUBMIT}</script>`
          : "<p>This identity check is over. · 본인확인 요청이 만료되었습니다.</p>";
      const body = `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>본인확인 · Identity check</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:48px 24px;text-align:center;color:#111827}button{font:inherit;font-weight:700;padding:12px 24px;border:0;border-radius:12px;background:#4f46e5;color:#fff}</style></head>
<body><main>${main}</main></body></html>`;
      return reply
        .status(live ? 200 : 404)
        .header("cache-control", "no-store")
        .header("referrer-policy", "same-origin")
        .header(
          "content-security-policy",
          `default-src 'none'; style-src 'unsafe-inline'; script-src ${AUTO_SUBMIT_HASH}; form-action ${new URL(checkplusUrl).origin}; frame-ancestors 'none'`,
        )
        .type("text/html; charset=utf-8")
        .send(body);
    });
  };
}
