import type { Language } from "@admit/contract/i18n";
import { describe, expect, it } from "vitest";
import { CATALOGS, flatten } from "./catalog-tree.ts";

type Translated = Exclude<Language, "en">;

/** Keeps the UI catalogs and the API messages to docs/glossary.md: one word per concept, one register. */

/** The variants docs/glossary.md forbids: synonyms of a glossary term, and the pronouns of the register. */
const FORBIDDEN: Record<Translated, (string | RegExp)[]> = {
  ko: [
    // attendee → 참가자
    "참석자",
    "관람자",
    // event → 이벤트 (memberships have no performance date)
    "관람일",
    "관람가",
    "공연",
    "행사",
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
    // issuing → 開票
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
    // 전송 here is an SMS or a wallet transaction, not a ticket changing hands.
    "qpass.resend": "전송",
    "qpass.sent": "전송",
    "qpass.noPhone": "전송",
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
