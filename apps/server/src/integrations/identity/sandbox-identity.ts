import { isLanguage, type Language } from "@admit/contract/i18n";
import { and, eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { identityChecks } from "../../db/schema/index.ts";
import { requestLanguage } from "../../lib/request-language.ts";
import { escapeHtml, page } from "../sandbox-page.ts";
import { IDENTITY_CALLBACK_PATH, type IdentityProvider, SANDBOX_IDENTITY_PATH } from "./identity-provider.ts";

/** The sandbox provider: what the tester enters on its page is what it verified. */
export function createSandboxIdentity(db: Db): IdentityProvider {
  return {
    name: "sandbox",
    start: async (checkId, lang) =>
      `${SANDBOX_IDENTITY_PATH}/${encodeURIComponent(checkId)}?lang=${encodeURIComponent(lang)}`,
    checkIdOf: async (params) => params.id,
    async result(checkId) {
      const [check] = await db.select().from(identityChecks).where(eq(identityChecks.id, checkId));
      return check?.birthDate ? { birthDate: check.birthDate } : undefined;
    },
  };
}

/** YYYYMMDD of a real calendar date in the past, as YYYY-MM-DD; undefined otherwise. */
export function parseBirth(value: string, now = new Date()): string | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(value.trim());
  if (!m) return undefined;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso || date > now) return undefined;
  return iso;
}

const ZParams = z.object({ id: z.string().regex(/^idc_[\w-]{8,64}$/) });
const ZQuery = z.object({ lang: z.string().max(8).optional() });

type Copy = Record<"title" | "notice" | "birth" | "verify" | "cancel" | "invalid" | "over", string>;

/** The page in the tester's language, in the app's words for the identity check (identify.* in the catalogs). */
const COPY: Record<Language, Copy> = {
  en: {
    title: "Identity check",
    notice: "A sandbox stand-in for the identity provider: enter the date of birth it would have verified.",
    birth: "Date of birth (YYYYMMDD)",
    verify: "Verify",
    cancel: "Cancel",
    invalid: "Enter a real date of birth as 8 digits, e.g. 19990131.",
    over: "This check is over",
  },
  ko: {
    title: "본인 인증",
    notice: "인증 기관 대신 쓰는 테스트 화면이에요. 인증 기관이 확인했을 생년월일을 입력해 주세요.",
    birth: "생년월일 8자리 (예: 19990131)",
    verify: "인증하기",
    cancel: "취소",
    invalid: "실제 생년월일을 숫자 8자리로 입력해 주세요. (예: 19990131)",
    over: "이미 끝난 본인 인증이에요",
  },
  ja: {
    title: "本人確認",
    notice: "認証機関の代わりに使うテスト用の画面です。認証機関が確認するはずの生年月日を入力してください。",
    birth: "生年月日（8桁、例：19990131）",
    verify: "確認する",
    cancel: "キャンセル",
    invalid: "実在する生年月日を8桁の数字で入力してください（例：19990131）。",
    over: "この本人確認はすでに終了しています",
  },
  "zh-tw": {
    title: "身分驗證",
    notice: "這是代替驗證機構的測試頁面，請輸入驗證機構會確認的出生日期。",
    birth: "出生日期（8 碼，例：19990131）",
    verify: "驗證",
    cancel: "取消",
    invalid: "請以 8 位數字輸入真實的出生日期（例：19990131）。",
    over: "此身分驗證已結束",
  },
};

/** `?lang=` when given (the form keeps it), else the account's language, else the browser's. */
const languageOf = (request: FastifyRequest, query: { lang?: string }): Language =>
  isLanguage(query.lang) ? query.lang : requestLanguage(request);

/**
 * The sandbox provider's page (`/sandbox/identity/{id}`): a form for the birth date (8 digits,
 * as spec §9), Verify sends the browser to our callback; Cancel too, unverified.
 */
export const sandboxIdentityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_r, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const html = (status: number, body: string) => ({ status, body });
  const over = (lang: Language) =>
    html(404, page(lang, COPY[lang].over, `<h1>${escapeHtml(COPY[lang].over)}</h1>`));
  const form = (id: string, lang: Language, error?: string) => {
    const c = COPY[lang];
    const action = escapeHtml(`${SANDBOX_IDENTITY_PATH}/${id}?lang=${encodeURIComponent(lang)}`);
    return page(
      lang,
      c.title,
      `<h1>${escapeHtml(c.title)}</h1>
<p class="notice">${escapeHtml(c.notice)}</p>
<form method="post" action="${action}">
<label for="birth">${escapeHtml(c.birth)}</label>
<input id="birth" name="birth" inputmode="numeric" maxlength="8" autocomplete="bday" required>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<button type="submit" class="primary" name="choice" value="verify">${escapeHtml(c.verify)}</button>
</form>
<form method="post" action="${action}"><button type="submit" class="quiet" name="choice" value="cancel">${escapeHtml(c.cancel)}</button></form>`,
    );
  };
  const send = (reply: FastifyReply, r: { status: number; body: string }) =>
    reply
      .status(r.status)
      .header("cache-control", "no-store")
      .header("referrer-policy", "same-origin")
      .type("text/html; charset=utf-8")
      .send(r.body);

  app.get(
    "/:id",
    { schema: { hide: true, params: ZParams, querystring: ZQuery } },
    async (request, reply) => {
      const lang = languageOf(request, request.query);
      const [check] = await app.db
        .select()
        .from(identityChecks)
        .where(and(eq(identityChecks.id, request.params.id), eq(identityChecks.status, "STARTED")));
      if (!check || check.expiresAt.getTime() < Date.now()) return send(reply, over(lang));
      return send(reply, html(200, form(check.id, lang)));
    },
  );
  app.post(
    "/:id",
    {
      schema: {
        hide: true,
        params: ZParams,
        querystring: ZQuery,
        body: z.object({ birth: z.string().max(20).optional(), choice: z.enum(["verify", "cancel"]) }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const lang = languageOf(request, request.query);
      const [check] = await app.db
        .select()
        .from(identityChecks)
        .where(and(eq(identityChecks.id, id), eq(identityChecks.status, "STARTED")));
      if (!check || check.expiresAt.getTime() < Date.now()) return send(reply, over(lang));
      if (request.body.choice === "verify") {
        const birthDate = parseBirth(request.body.birth ?? "");
        if (!birthDate) return send(reply, html(400, form(id, lang, COPY[lang].invalid)));
        await app.db.update(identityChecks).set({ birthDate }).where(eq(identityChecks.id, id));
      }
      return reply
        .header("cache-control", "no-store")
        .redirect(`${IDENTITY_CALLBACK_PATH}?id=${encodeURIComponent(id)}`, 303);
    },
  );
};
