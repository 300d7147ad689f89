import { isLanguage, type Language } from "@admit/contract/i18n";
import { type Currency, formatMoney } from "@admit/contract/money";
import type { PaymentMethod } from "@admit/contract/sale";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestLanguage } from "../../lib/request-language.ts";
import { originOf } from "../../lib/request-origin.ts";
import { escapeHtml, page } from "../sandbox-page.ts";
import { SANDBOX_CHECKOUT_PATH, type SandboxChoice, type SandboxPayments } from "./sandbox-payments.ts";

interface Copy {
  title: string;
  notice: string;
  order: string;
  amount: string;
  method: string;
  methods: Record<PaymentMethod, string>;
  approve: string;
  decline: string;
  cancel: string;
  closedTitle: string;
  closedBody: string;
  backToShop: string;
  notFound: string;
  fail: { declined: string; canceled: string; expired: string; duplicated: string };
}

const COPY: Record<Language, Copy> = {
  en: {
    title: "Test checkout",
    notice: "Sandbox payment page: no money moves. Choose how the payment provider answers.",
    order: "Order",
    amount: "Amount",
    method: "Payment method",
    methods: { CARD: "Card", EASY_PAY: "Easy pay" },
    approve: "Approve payment",
    decline: "Decline (card refused)",
    cancel: "Cancel (close the window)",
    closedTitle: "This checkout has ended",
    closedBody: "Go back to the shop and start the payment again.",
    backToShop: "Back to the shop",
    notFound: "This checkout does not exist.",
    fail: {
      declined: "The card was declined.",
      canceled: "The payment was cancelled by the customer.",
      expired: "The payment time has expired.",
      duplicated: "This order has already been paid.",
    },
  },
  ko: {
    title: "테스트 결제",
    notice: "샌드박스 결제창이에요. 실제로 돈이 오가지 않아요. 결제사의 응답을 골라 주세요.",
    order: "주문",
    amount: "결제 금액",
    method: "결제 수단",
    methods: { CARD: "카드", EASY_PAY: "간편결제" },
    approve: "결제 승인",
    decline: "거절 (카드 승인 거절)",
    cancel: "취소 (결제창 닫기)",
    closedTitle: "종료된 결제창이에요",
    closedBody: "상점으로 돌아가 결제를 다시 시작해 주세요.",
    backToShop: "상점으로 돌아가기",
    notFound: "없는 결제창이에요.",
    fail: {
      declined: "카드 승인이 거절되었어요.",
      canceled: "결제를 취소했어요.",
      expired: "결제 시간이 초과되었어요.",
      duplicated: "이미 결제된 주문이에요.",
    },
  },
  ja: {
    title: "テスト決済",
    notice: "サンドボックスの決済画面です。実際のお金は動きません。決済会社の応答を選んでください。",
    order: "注文",
    amount: "お支払い金額",
    method: "お支払い方法",
    methods: { CARD: "カード", EASY_PAY: "簡単決済" },
    approve: "決済を承認",
    decline: "拒否（カード承認拒否）",
    cancel: "キャンセル（画面を閉じる）",
    closedTitle: "この決済画面は終了しました",
    closedBody: "ショップに戻って、もう一度お支払いを始めてください。",
    backToShop: "ショップに戻る",
    notFound: "この決済画面は存在しません。",
    fail: {
      declined: "カードの承認が拒否されました。",
      canceled: "お支払いがキャンセルされました。",
      expired: "お支払いの時間が過ぎました。",
      duplicated: "この注文はすでに支払い済みです。",
    },
  },
  "zh-tw": {
    title: "測試付款",
    notice: "這是沙盒付款頁面，不會實際扣款。請選擇付款服務商的回應。",
    order: "訂單",
    amount: "付款金額",
    method: "付款方式",
    methods: { CARD: "信用卡", EASY_PAY: "行動支付" },
    approve: "核准付款",
    decline: "拒絕（卡片授權被拒）",
    cancel: "取消（關閉視窗）",
    closedTitle: "此付款頁面已結束",
    closedBody: "請返回商店重新開始付款。",
    backToShop: "返回商店",
    notFound: "此付款頁面不存在。",
    fail: {
      declined: "卡片授權被拒絕。",
      canceled: "付款已取消。",
      expired: "付款時間已逾時。",
      duplicated: "此訂單已付款。",
    },
  },
};

const ZParams = z.object({ id: z.string().min(1).max(64) });
const ZQuery = z.object({ lang: z.string().max(8).optional() });
const CHOICES = ["approve", "decline", "cancel"] as const satisfies readonly SandboxChoice[];

/**
 * The sandbox's hosted checkout page, outside the API (`/sandbox/checkout/{id}`): the order,
 * the amount and the method, and three buttons: Approve (303 to successUrl with paymentKey,
 * orderId and amount), Decline (failUrl, code DECLINED) and Cancel (failUrl, code USER_CANCEL).
 */
export const sandboxCheckoutRoutes: FastifyPluginAsyncZod<{ sandbox: SandboxPayments }> = async (
  app,
  opts,
) => {
  const { sandbox } = opts;
  // The buttons post empty forms: their bodies carry nothing we read.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_r, _b, done) => done(null, {}),
  );

  /** `?lang=` (the web passes its own), else the browser's. */
  const languageOf = (request: FastifyRequest, query: { lang?: string }): Language =>
    isLanguage(query.lang) ? query.lang : requestLanguage(request);

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .header("cache-control", "no-store")
      // Under helmet's no-referrer, browsers post forms with `Origin: null`; the buttons need their real origin.
      .header("referrer-policy", "same-origin")
      .type("text/html; charset=utf-8")
      .send(body);

  // The return URLs are on the shop's own site (validCheckoutInput): its home is this site's root,
  // where a paid order's ticket already waits and an unpaid one can be bought again.
  const backToShop = (lang: Language) =>
    `<a class="button primary" href="/">${escapeHtml(COPY[lang].backToShop)}</a>`;

  const notFound = (reply: FastifyReply, lang: Language) =>
    html(
      reply,
      404,
      page(lang, COPY[lang].notFound, `<h1>${escapeHtml(COPY[lang].notFound)}</h1>${backToShop(lang)}`),
    );

  const closed = (reply: FastifyReply, lang: Language) => {
    const c = COPY[lang];
    return html(
      reply,
      410,
      page(
        lang,
        c.closedTitle,
        `<h1>${escapeHtml(c.closedTitle)}</h1><p class="notice">${escapeHtml(c.closedBody)}</p>${backToShop(lang)}`,
      ),
    );
  };

  app.get(
    "/:id",
    { schema: { hide: true, params: ZParams, querystring: ZQuery } },
    async function handleCheckoutPage(request, reply) {
      const lang = languageOf(request, request.query);
      const payment = await sandbox.findCheckout(request.params.id);
      if (!payment) return notFound(reply, lang);
      if (!sandbox.isOpen(payment)) return closed(reply, lang);
      const c = COPY[lang];
      const action = (choice: SandboxChoice) =>
        `${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(payment.id)}/${choice}?lang=${encodeURIComponent(lang)}`;
      const button = (choice: SandboxChoice, label: string, kind: string) =>
        `<form method="post" action="${escapeHtml(action(choice))}"><button type="submit" class="${kind}">${escapeHtml(label)}</button></form>`;
      const method = c.methods[payment.method as PaymentMethod] ?? payment.method;
      const body = `<h1>${escapeHtml(c.title)}</h1>
<p class="notice">${escapeHtml(c.notice)}</p>
<dl>
<div><dt>${escapeHtml(c.order)}</dt><dd>${escapeHtml(payment.orderName)}</dd></div>
<div><dt>${escapeHtml(c.amount)}</dt><dd>${escapeHtml(formatMoney(payment.amount, payment.currency as Currency, lang))}</dd></div>
<div><dt>${escapeHtml(c.method)}</dt><dd>${escapeHtml(method)}</dd></div>
</dl>
${button("approve", c.approve, "primary")}
${button("decline", c.decline, "danger")}
${button("cancel", c.cancel, "quiet")}`;
      return html(reply, 200, page(lang, c.title, body));
    },
  );

  for (const choice of CHOICES) {
    app.post(
      `/:id/${choice}`,
      { schema: { hide: true, params: ZParams, querystring: ZQuery } },
      async function handleCheckoutChoice(request, reply) {
        const lang = languageOf(request, request.query);
        // Only this site's own page posts here (the same check the API makes on mutations).
        const origin = originOf(request);
        if (!origin || !app.config.allowedOrigins.includes(origin)) {
          return html(reply, 403, page(lang, "Forbidden", "<h1>Forbidden</h1>"));
        }
        const next = await sandbox.choose(request.params.id, choice, COPY[lang].fail);
        if (next === undefined) return notFound(reply, lang);
        if (next === "closed") return closed(reply, lang);
        return reply.header("cache-control", "no-store").redirect(next, 303);
      },
    );
  }
};
