import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Language } from "@admit/contract/i18n";
import { describe, expect, it } from "vitest";
import { privacy as privacyJa } from "../features/legal/content/privacy.ja";
import { privacy as privacyKo } from "../features/legal/content/privacy.ko";
import { privacy as privacyZhTw } from "../features/legal/content/privacy.zh-tw";
import { terms as termsJa } from "../features/legal/content/terms.ja";
import { terms as termsKo } from "../features/legal/content/terms.ko";
import { terms as termsZhTw } from "../features/legal/content/terms.zh-tw";
import type { LegalDocument } from "../features/legal/content/types";
import { CATALOGS, flatten } from "./catalog-tree.ts";

type Translated = Exclude<Language, "en">;

/** Keeps the UI catalogs and the API messages to docs/glossary.md: one word per concept, one register. */

/** The variants docs/glossary.md forbids: synonyms of a glossary term, and the pronouns of the register. */
const FORBIDDEN: Record<Translated, (string | RegExp)[]> = {
  ko: [
    // attendee → 참가자
    "참석자",
    "관람자",
    // event → 이벤트 (memberships have no performance date); not 대행사 (an agency) or 권리 행사
    "관람일",
    "관람가",
    "공연",
    /(?<!대)행사(?![하할합]| 방법)/,
    // resale → 재판매
    "되팔",
    "리셀",
    // issuing → 발급
    "발행",
    // cancel a booking → 예매 취소
    "구매 취소",
    "구매가 취소",
    "구매를 취소",
    // QR code → QR 코드
    "QR코드",
    // transfer → 양도 (보내다 stays for e-mails, links and invitations)
    "전송",
    "옮기",
    "티켓 보내기",
    "티켓을 보내",
    "보내기 취소",
    "보내기를 취소",
    "보내기 실패",
    "보내기에 실패",
    "보내기가",
    "보내기 상태",
    "보내는 중",
    // RSVP → 참석 회신
    "참가 신청",
    // age limits: "19세 이상", not "성인"
    "성인",
  ],
  ja: [
    "あなた",
    // attendee → 参加者
    "来場者",
    // event → イベント
    "公演",
    // booking → 購入 (購入手数料, 購入のキャンセル)
    "予約",
    // resale → リセール
    "再販",
    "転売",
    // refund → 返金
    "払い戻し",
    // membership → メンバーシップ
    "会員証",
    // issuing → 発券
    "発行",
    // transfer → 譲渡
    "送付",
    "転送",
    "送信中",
    "送信失敗",
    // age limits: "19歳以上限定", not "成人"
    "成人",
    // QR code → QRコード
    "QR コード",
  ],
  "zh-tw": [
    "你",
    // attendee → 參加者
    "出席者",
    "入場者",
    // transfer → 轉讓
    "傳送",
    "轉送",
    "轉贈",
    "移轉",
    // QR code → QR 碼
    "條碼",
    "二維碼",
    // lottery win → 中籤 (中選擇 is "choose in")
    /中選(?!擇)/,
    // issuing → 出票 (開票 is the review's; see REVIEWED below)
    "發行",
    // membership → 會員卡
    "會員資格",
    // booking fee → 訂票手續費; cancel a booking → 取消訂單
    "訂購手續費",
    "取消購買",
    // refund → 退款
    "退費",
    // age limits: "限 19 歲以上", not "成人"
    "成人",
  ],
};

/** Strings where a forbidden word means something else; each with its reason. */
const EXCEPTIONS: Record<Translated, Record<string, string>> = {
  ko: {
    // 전송 here is a wallet transaction, not a ticket changing hands.
    "testWallet.requests.empty": "전송",
  },
  ja: {},
  "zh-tw": {
    // 傳送 here is a code, an SMS or a wallet transaction, not a ticket changing hands.
    "twoStep.resend": "傳送",
    "qpass.resend": "傳送",
    "qpass.sent": "傳送",
    "qpass.noPhone": "傳送",
    "pay.wallet.lead": "傳送",
    "pay.wallet.warning.declined.text": "傳送",
    "testWallet.requests.empty": "傳送",
  },
};

const found = (text: string, term: string | RegExp) =>
  typeof term === "string" ? text.includes(term) : term.test(text);
const label = (term: string | RegExp) => (typeof term === "string" ? term : term.source);

describe("glossary", () => {
  for (const lang of ["ko", "ja", "zh-tw"] as const) {
    it(`${lang} uses no forbidden variant of a glossary term`, () => {
      const hits: string[] = [];
      for (const [key, value] of flatten(CATALOGS[lang])) {
        for (const term of FORBIDDEN[lang]) {
          if (found(value, term) && EXCEPTIONS[lang][key] !== label(term)) {
            hits.push(`${key}: «${label(term)}» in ${value}`);
          }
        }
      }
      expect(hits).toEqual([]);
    });
  }

  it("ko speaks 해요체: no 합니다체 endings, no bare -세요 imperatives", () => {
    const formal = /니다(?=[.!?\s)]|$)|니까\?/;
    // "-해 주세요" is the polite request; a bare "하세요", "누르세요", "마세요" is not.
    const bareImperative = /(?<!주)세요(?![가-힣])/;
    const off: string[] = [];
    for (const [key, value] of flatten(CATALOGS.ko)) {
      if (formal.test(value) || bareImperative.test(value)) off.push(`${key}: ${value}`);
    }
    expect(off).toEqual([]);
  });

  it("the exceptions name strings that exist and still need them", () => {
    for (const lang of ["ko", "ja", "zh-tw"] as const) {
      const flat = flatten(CATALOGS[lang]);
      for (const [key, term] of Object.entries(EXCEPTIONS[lang])) {
        expect(flat.get(key) ?? "", `${lang} ${key}`).toContain(term);
      }
    }
  });
});

/**
 * The native review of Japanese and Taiwan Chinese (issue 26): words it replaced, looked for in every
 * text of the language a reader meets — the UI and API catalogs, the terms and privacy policy, the mails.
 */
const REVIEWED: Record<"ja" | "zh-tw", (string | RegExp)[]> = {
  ja: [
    // booking fee → 購入手数料, in the terms' refund table as on receipts
    "予約",
    // age limits: 19歳以上限定
    "成人",
    // the EASY_PAY method → スマホ決済
    "簡単決済",
    // host → 主催者
    "ホスト",
    // holder → 保有者
    "所有者",
    "持ち主",
    // link → リンク
    "URL",
  ],
  "zh-tw": [
    // issuing → 出票
    "開票",
    "開立",
    // host → 主辦單位; holder → 持有人
    "主辦方",
    "持有者",
    // a payout (撥款, 撥付) is not a payment (付款)
    "付款給您",
    "支付給您",
    // mistranslations: "This event is not available", "your tickets are not booked yet"
    "無法提供此活動",
    "尚未訂購",
    // Japanese punctuation and signs: the separator is · or 、; the yen is JP¥ (money.ts)
    "・",
    "¥",
    "￥",
    // zone and ticket names stand bare, without lenticular brackets
    "【",
    "】",
    // percent off is 折抵 N% or N 折, not "N% 折扣"
    /%\s*折扣/,
  ],
};

const MAIL_TEMPLATES = join(import.meta.dirname, "../../../server/src/integrations/mail/templates");

/** The string literals inside each `ko: {…}` / `ja: {…}` / `"zh-tw": {…}` block of a mail template's source. */
function mailStrings(source: string, lang: Translated): string[] {
  const opener = lang === "zh-tw" ? /"zh-tw": \{/g : new RegExp(`\\b${lang}: \\{`, "g");
  const out: string[] = [];
  for (const match of source.matchAll(opener)) {
    let depth = 0;
    for (let i = match.index + match[0].length - 1; i < source.length; i++) {
      const c = source[i];
      if (c === '"' || c === "`") {
        const end = source.indexOf(c, i + 1);
        out.push(source.slice(i + 1, end));
        i = end;
      } else if (c === "{") depth++;
      else if (c === "}" && --depth === 0) break;
    }
  }
  return out;
}

function legalStrings(doc: LegalDocument): string[] {
  return [
    doc.title,
    doc.summary,
    ...doc.sections.flatMap((s) => [
      s.heading,
      ...s.blocks.flatMap((b) =>
        b.kind === "p" ? [b.text] : b.kind === "list" ? b.items : [...b.head, ...b.rows.flat()],
      ),
    ]),
  ];
}

const LEGAL: Record<Translated, Record<string, LegalDocument>> = {
  ko: { termsKo, privacyKo },
  ja: { termsJa, privacyJa },
  "zh-tw": { termsZhTw, privacyZhTw },
};

/** The terms and privacy policy of a language, each string by its document's name. */
const legalTextsOf = (lang: Translated): [string, string][] =>
  Object.entries(LEGAL[lang]).flatMap(([name, doc]) =>
    legalStrings(doc).map((t) => [name, t] as [string, string]),
  );

/** The mails of a language, each string by its template's file name. */
const mailTextsOf = (lang: Translated): [string, string][] =>
  readdirSync(MAIL_TEMPLATES)
    .filter((file) => !file.endsWith(".test.ts"))
    .flatMap((file) =>
      mailStrings(readFileSync(join(MAIL_TEMPLATES, file), "utf8"), lang).map(
        (t) => [file, t] as [string, string],
      ),
    );

/** Every text of a language by where it comes from. */
function textsOf(lang: Translated): [string, string][] {
  return [...flatten(CATALOGS[lang]), ...legalTextsOf(lang), ...mailTextsOf(lang)];
}

describe("the native review of ja and zh-tw", () => {
  for (const lang of ["ja", "zh-tw"] as const) {
    it(`${lang}: no replaced word in the UI, the API messages, the legal texts or the mails`, () => {
      const hits = textsOf(lang).flatMap(([where, text]) =>
        REVIEWED[lang]
          .filter((term) => found(text, term))
          .map((term) => `${where}: «${label(term)}» in ${text}`),
      );
      expect(hits).toEqual([]);
    });
  }

  it("the readers' mail blocks are found (the test reads the templates it means to)", () => {
    expect(textsOf("ja").filter(([where]) => where.endsWith(".ts")).length).toBeGreaterThan(30);
    expect(textsOf("zh-tw").filter(([where]) => where.endsWith(".ts")).length).toBeGreaterThan(30);
  });

  it("zh-tw: a payout is 撥款, never 付款 (the UI's strings about payouts)", () => {
    const en = flatten(CATALOGS.en);
    const off = [...flatten(CATALOGS["zh-tw"])].filter(
      ([key, text]) =>
        /\bpayouts?\b|\bpaid out\b|\byou are paid\b/i.test(en.get(key) ?? "") && /付款|支付/.test(text),
    );
    expect(off).toEqual([]);
  });
});

const DEMO_DATA = join(import.meta.dirname, "../../../server/src/db/seed/demo");

/**
 * The demo organisers' texts in a language (every string under a key named for it, as in
 * `"i18n": { "ko": {…} }` or `"names": { "ko": "…" }`), each by file and path.
 */
function demoTextsOf(lang: Translated): [string, string][] {
  const out: [string, string][] = [];
  const walk = (value: unknown, path: string, inLang: boolean) => {
    if (typeof value === "string") {
      if (inLang) out.push([path, value]);
    } else if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) walk(v, `${path}[${i}]`, inLang);
    } else if (value && typeof value === "object")
      for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`, inLang || k === lang);
  };
  for (const file of readdirSync(DEMO_DATA).filter((f) => f.endsWith(".json")))
    walk(JSON.parse(readFileSync(join(DEMO_DATA, file), "utf8")), `demo/${file}`, false);
  return out;
}

/** The hits of `terms` in `texts`, skipping the (where, term) pairs `except` names. */
function hitsOf(texts: [string, string][], terms: (string | RegExp)[], except: Record<string, string> = {}) {
  return texts.flatMap(([where, text]) =>
    terms
      .filter((term) => found(text, term) && except[where] !== label(term))
      .map((term) => `${where}: «${label(term)}» in ${text}`),
  );
}

/**
 * The native review of Korean (issue 26), looked for in the UI and API catalogs, the terms and
 * privacy policy and the mails.
 */
const KO_REVIEWED: (string | RegExp)[] = [
  // buying a ticket is 예매 end to end (예매하기, 예매 내역, 예매 취소); 구매 stays for memberships and resale
  /티켓\s?(을|를)?\s?구매/,
  "구매하기",
  "구매 내역",
  "구매한 티켓",
  "구매 수량",
  // the orders screen is 예매 내역 (a ledger's records are 거래 기록)
  "거래 내역",
  // no particle after a value that varies: "{{amount}}이(가)", "{{email}}(으)로", "{{net}}을", "{event}이"
  /이\(가\)|을\(를\)|은\(는\)|와\(과\)|과\(와\)|\(으\)로|\((이|을|를|은|는|와|과)\)/,
  /\{\{?\w+\}\}?[’”'"]?(이|가|을|를|은|는|와|과|으로|로|예요|이에요|이라)/,
  // remaining tickets are 잔여 N매
  /\{\{\w+\}\}매 남음/,
  /잔여 \{\{\w+\}\}(?!매)/,
  // circular: the ticket is "in My tickets"
  "티켓이 내 티켓에",
  "티켓을 내 티켓으로",
];

/** Strings where a reviewed word means what it should; each with its reason. */
const KO_REVIEWED_EXCEPTIONS: Record<string, string> = {
  // a resale purchase keeps 구매
  "resale.result.title": "티켓\\s?(을|를)?\\s?구매",
};

/** Legal texts and mails where a forbidden word means something else, by document or file; each with its reason. */
const SOURCE_EXCEPTIONS: Record<Translated, Record<string, string>> = {
  ko: {},
  ja: {},
  "zh-tw": {
    // 傳送 here is the IP address sent to the country lookup, not a ticket changing hands.
    privacyZhTw: "傳送",
  },
};

/** A name slot never puts an honorific on an address, in any language: "kim@example.com님", "{{to}} さん". */
const ADDRESS_HONORIFIC = /\{\{?(email|to)\}\}?\s?(님|さん|様)/;

/** The words an organiser's text shares with the app, as the glossary spells them. */
const DEMO_FORBIDDEN: Record<Translated, (string | RegExp)[]> = {
  ko: ["QR코드", "발행", "리셀", "되팔", "구매 취소", /성인(만| 인증| 이벤트)/, /티켓\s?(을|를)?\s?구매/],
  ja: ["QR コード", "発行", "転売", "再販", /成人(限定|向け|のみ|認証)/],
  "zh-tw": ["條碼", "二維碼", "發行", "開票", /成人(限定|認證)/],
};

describe("every text source keeps to the glossary", () => {
  for (const lang of ["ko", "ja", "zh-tw"] as const) {
    it(`${lang}: no forbidden variant in the legal texts or the mails`, () => {
      // The legal texts keep the formal register; their terms follow the table all the same.
      expect(
        hitsOf([...legalTextsOf(lang), ...mailTextsOf(lang)], FORBIDDEN[lang], SOURCE_EXCEPTIONS[lang]),
      ).toEqual([]);
    });

    it(`${lang}: the demo organisers' texts spell the app's words as the app does`, () => {
      const texts = demoTextsOf(lang);
      expect(texts.length).toBeGreaterThan(50);
      expect(hitsOf(texts, DEMO_FORBIDDEN[lang])).toEqual([]);
    });
  }

  it("ko: tickets are 예매, no particle follows a value that varies, 잔여 N매, no circular line", () => {
    expect(hitsOf(textsOf("ko"), KO_REVIEWED, KO_REVIEWED_EXCEPTIONS)).toEqual([]);
  });

  it("ko mails speak 해요체 like the app (the greeting 안녕하세요 aside)", () => {
    const formal = /니다(?=[.!?\s)]|$)|니까\?/;
    const bareImperative = /(?<!주|안녕하)세요(?![가-힣])/;
    const off = mailTextsOf("ko").filter(([, text]) => formal.test(text) || bareImperative.test(text));
    expect(off).toEqual([]);
  });

  it("no language puts an honorific on an address", () => {
    const off = (["ko", "ja", "zh-tw"] as const).flatMap((lang) =>
      textsOf(lang)
        .filter(([, text]) => ADDRESS_HONORIFIC.test(text))
        .map(([where, text]) => `${lang} ${where}: ${text}`),
    );
    expect(off).toEqual([]);
  });

  it("the readers' Korean mail blocks and legal texts are found", () => {
    expect(mailTextsOf("ko").length).toBeGreaterThan(30);
    expect(legalTextsOf("ko").length).toBeGreaterThan(100);
  });
});

describe("a screen is named as it is labelled", () => {
  /** Each tab of the tab bar and the title of the screen it opens. */
  const TAB_SCREENS = {
    tickets: "HomeView",
    discover: "DiscoverView",
    scan: "QrScanView",
    coupon: "CouponListView",
    profile: "MyProfileView",
  } as const;

  for (const lang of ["en", "ko", "ja", "zh-tw"] as const) {
    it(`${lang}: a tab and its screen's title agree`, () => {
      const flat = flatten(CATALOGS[lang]);
      for (const [tab, screen] of Object.entries(TAB_SCREENS))
        expect(flat.get(`route.${screen}`), `${lang} ${tab}`).toBe(flat.get(`tab.${tab}`));
    });

    it(`${lang}: "Profile → My sales" names the tab and the screen as they are labelled`, () => {
      const flat = flatten(CATALOGS[lang]);
      const path = `${flat.get("tab.profile")} → ${flat.get("route.ProfileSalesView")}`;
      expect(flat.get("profile.sales")).toBe(flat.get("route.ProfileSalesView"));
      const paths = [...flat].filter(([, text]) => text.includes("→"));
      expect(paths.length).toBeGreaterThan(0);
      for (const [key, text] of paths) expect(text, `${lang} ${key}`).toContain(path);
    });
  }
});
