import type { Language } from "@admit/contract/i18n";
import type { MailMessage } from "../mail-transport.ts";
import { renderMail } from "./layout.ts";

const COPY: Record<Language, { subject: string; body: string; button: string; footer: string }> = {
  en: {
    subject: "Reset your password",
    body: "We received a request to reset the password of your Admit account. The link is valid for 1 hour and works once.",
    button: "Choose a new password",
    footer: "If you did not ask for this, ignore this mail: your password stays as it is.",
  },
  ko: {
    subject: "비밀번호를 재설정해 주세요",
    body: "Admit 계정의 비밀번호 재설정 요청을 받았어요. 링크는 1시간 동안 한 번만 사용할 수 있어요.",
    button: "새 비밀번호 설정하기",
    footer: "요청한 적이 없다면 이 메일을 무시해 주세요. 비밀번호는 그대로 유지돼요.",
  },
  ja: {
    subject: "パスワードの再設定",
    body: "Admit アカウントのパスワード再設定のリクエストを受け付けました。リンクの有効期限は1時間で、1回のみ使用できます。",
    button: "新しいパスワードを設定する",
    footer: "お心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。",
  },
  "zh-tw": {
    subject: "重設您的密碼",
    body: "我們收到重設您 Admit 帳號密碼的要求。連結於 1 小時內有效，且僅能使用一次。",
    button: "設定新密碼",
    footer: "如果您沒有提出此要求，請忽略這封郵件，您的密碼不會變更。",
  },
};

export function resetPasswordMail(input: { to: string; lang: Language; link: string }): MailMessage {
  const c = COPY[input.lang];
  return renderMail({
    to: input.to,
    lang: input.lang,
    subject: c.subject,
    paragraphs: [c.body],
    button: { label: c.button, href: input.link },
    footer: c.footer,
  });
}
