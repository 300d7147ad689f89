import type { Language } from "@admit/contract/i18n";
import type { MailMessage } from "../mail-transport.ts";
import { renderCopy } from "./layout.ts";

type Copy = { subject: string; body: string; button: string; footer: string };

const COPY: Record<Language, Copy> = {
  en: {
    subject: "{name} invited you to Admit",
    body: "{name} uses Admit to keep tickets, memberships and coupons in one wallet, and invited you to join.",
    button: "Join Admit",
    footer:
      "You received this mail because {name} entered your address. We will not write again unless you join.",
  },
  ko: {
    subject: "{name}님이 Admit에 초대했어요",
    body: "{name}님이 티켓, 멤버십, 쿠폰을 한 지갑에 모아 두는 Admit에 초대했어요.",
    button: "Admit 가입하기",
    footer: "{name}님이 이 주소를 입력해서 보낸 메일이에요. 가입하지 않으면 다시 연락하지 않아요.",
  },
  ja: {
    subject: "{name}さんから Admit への招待が届きました",
    body: "{name}さんから、チケット・メンバーシップ・クーポンをひとつのウォレットにまとめる Admit への招待が届きました。",
    button: "Admit に登録する",
    footer:
      "{name}さんがこのアドレスを入力したため、このメールをお送りしました。ご登録がない限り、今後ご連絡することはありません。",
  },
  "zh-tw": {
    subject: "{name} 邀請您加入 Admit",
    body: "{name} 使用 Admit 將票券、會員卡與優惠券收在同一個錢包，並邀請您加入。",
    button: "加入 Admit",
    footer: "因為 {name} 輸入了您的地址，所以您收到這封郵件。除非您加入，否則我們不會再寄信給您。",
  },
};

/**
 * The inviter's name as the mail may show it: the only words of theirs in a mail we send to a
 * stranger, so no control characters (a line break could forge a header or a paragraph), no
 * direction overrides or invisible characters (they disguise text), one line, at most 60.
 */
export function mailSafeName(name: string): string {
  return name
    .replace(/[\p{Cc}\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 60);
}

/**
 * A person's name as a mail's name slot may show it, or null: then the mail says it without a
 * name. Nothing, or an e-mail address, is not a name — "님이 …" and "kim@example.com님" are what
 * a name slot must never read.
 */
export function mailPersonName(name: string | null | undefined): string | null {
  const safe = mailSafeName(name ?? "");
  return safe && !/^[^\s@]+@[^\s@]+$/.test(safe) ? safe : null;
}

/** The invitation from a member with no name to show: the same mail, from "a member". */
const UNNAMED: Record<Language, Copy> = {
  en: {
    subject: "You are invited to Admit",
    body: "An Admit member invited you to join Admit, which keeps tickets, memberships and coupons in one wallet.",
    button: "Join Admit",
    footer:
      "You received this mail because an Admit member entered your address. We will not write again unless you join.",
  },
  ko: {
    subject: "Admit에 초대받았어요",
    body: "Admit 회원이 티켓, 멤버십, 쿠폰을 한 지갑에 모아 두는 Admit에 초대했어요.",
    button: "Admit 가입하기",
    footer: "Admit 회원이 이 주소를 입력해서 보낸 메일이에요. 가입하지 않으면 다시 연락하지 않아요.",
  },
  ja: {
    subject: "Admit への招待が届きました",
    body: "Admit の会員から、チケット・メンバーシップ・クーポンをひとつのウォレットにまとめる Admit への招待が届きました。",
    button: "Admit に登録する",
    footer:
      "Admit の会員がこのアドレスを入力したため、このメールをお送りしました。ご登録がない限り、今後ご連絡することはありません。",
  },
  "zh-tw": {
    subject: "您受邀加入 Admit",
    body: "一位 Admit 會員邀請您加入 Admit，將票券、會員卡與優惠券收在同一個錢包。",
    button: "加入 Admit",
    footer: "因為一位 Admit 會員輸入了您的地址，所以您收到這封郵件。除非您加入，否則我們不會再寄信給您。",
  },
};

export function inviteMail(input: {
  to: string;
  lang: Language;
  inviterName: string;
  link: string;
}): MailMessage {
  const name = mailPersonName(input.inviterName);
  return renderCopy(
    input.to,
    input.lang,
    (name ? COPY : UNNAMED)[input.lang],
    { name: name ?? "" },
    input.link,
  );
}
