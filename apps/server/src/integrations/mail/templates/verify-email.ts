import type { Language } from "@admit/contract/i18n";
import type { MailMessage } from "../mail-transport.ts";
import { mailPersonName } from "./invite.ts";
import { renderMail } from "./layout.ts";

const COPY: Record<
  Language,
  {
    subject: string;
    /** The greeting: with the person's name, or without one (never "님, 안녕하세요"). */
    hello: (name: string | null) => string;
    body: string;
    button: string;
    footer: string;
  }
> = {
  en: {
    subject: "Verify your e-mail address",
    hello: (name) => (name ? `Hello ${name},` : "Hello,"),
    body: "Welcome to Admit. Please confirm this is your e-mail address to finish signing up. The link is valid for 24 hours.",
    button: "Verify e-mail",
    footer: "If you did not sign up for Admit, you can ignore this mail.",
  },
  ko: {
    subject: "이메일 주소를 인증해 주세요",
    hello: (name) => (name ? `${name}님, 안녕하세요.` : "안녕하세요."),
    body: "Admit에 오신 것을 환영해요. 가입을 마치려면 본인의 이메일 주소인지 확인해 주세요. 링크는 24시간 동안 유효해요.",
    button: "이메일 인증하기",
    footer: "Admit에 가입한 적이 없다면 이 메일을 무시해 주세요.",
  },
  ja: {
    subject: "メールアドレスを認証してください",
    hello: (name) => (name ? `${name} 様` : "こんにちは。"),
    body: "Admit へようこそ。登録を完了するため、ご本人のメールアドレスであることを確認してください。リンクの有効期限は24時間です。",
    button: "メールアドレスを認証する",
    footer: "Admit に登録した覚えがない場合は、このメールを破棄してください。",
  },
  "zh-tw": {
    subject: "請驗證您的電子郵件地址",
    hello: (name) => (name ? `${name} 您好：` : "您好："),
    body: "歡迎加入 Admit。請確認這是您本人的電子郵件地址，以完成註冊。連結於 24 小時內有效。",
    button: "驗證電子郵件",
    footer: "如果您沒有註冊 Admit，請忽略這封郵件。",
  },
};

export function verifyEmailMail(input: {
  to: string;
  name: string;
  lang: Language;
  link: string;
}): MailMessage {
  const c = COPY[input.lang];
  return renderMail({
    to: input.to,
    lang: input.lang,
    subject: c.subject,
    paragraphs: [c.hello(mailPersonName(input.name)), c.body],
    button: { label: c.button, href: input.link },
    footer: c.footer,
  });
}
