import type { Language } from "@admit/contract/i18n";
import type { MailMessage } from "../mail-transport.ts";
import { renderMail } from "./layout.ts";

type Purpose = "signin" | "two_step_on" | "two_step_off";

const COPY: Record<
  Language,
  { subject: Record<Purpose, string>; body: Record<Purpose, string>; validity: string; footer: string }
> = {
  en: {
    subject: {
      signin: "Your sign-in code",
      two_step_on: "Code to turn on 2-step verification",
      two_step_off: "Code to turn off 2-step verification",
    },
    body: {
      signin: "Enter this code to finish signing in to Admit.",
      two_step_on: "Enter this code in Admit to turn on 2-step verification.",
      two_step_off: "Enter this code in Admit to turn off 2-step verification.",
    },
    validity: "The code works for {minutes} minutes. Never share it with anyone.",
    footer: "If this was not you, change your password: someone may know it.",
  },
  ko: {
    subject: {
      signin: "로그인 인증 코드",
      two_step_on: "2단계 인증 설정 코드",
      two_step_off: "2단계 인증 해제 코드",
    },
    body: {
      signin: "Admit 로그인을 마치려면 이 코드를 입력해 주세요.",
      two_step_on: "2단계 인증을 설정하려면 Admit에 이 코드를 입력해 주세요.",
      two_step_off: "2단계 인증을 해제하려면 Admit에 이 코드를 입력해 주세요.",
    },
    validity: "코드는 {minutes}분 동안 유효해요. 누구에게도 알려 주지 말아 주세요.",
    footer: "본인이 요청하지 않았다면 비밀번호를 변경해 주세요. 다른 사람이 알고 있을 수 있어요.",
  },
  ja: {
    subject: {
      signin: "ログイン認証コード",
      two_step_on: "2段階認証の設定コード",
      two_step_off: "2段階認証の解除コード",
    },
    body: {
      signin: "Admit へのログインを完了するには、このコードを入力してください。",
      two_step_on: "2段階認証を有効にするには、Admit にこのコードを入力してください。",
      two_step_off: "2段階認証を無効にするには、Admit にこのコードを入力してください。",
    },
    validity: "コードの有効期限は{minutes}分です。誰にも教えないでください。",
    footer: "お心当たりがない場合は、パスワードを変更してください。第三者に知られている可能性があります。",
  },
  "zh-tw": {
    subject: {
      signin: "您的登入驗證碼",
      two_step_on: "開啟兩步驟驗證的驗證碼",
      two_step_off: "關閉兩步驟驗證的驗證碼",
    },
    body: {
      signin: "請輸入此驗證碼以完成登入 Admit。",
      two_step_on: "請在 Admit 輸入此驗證碼以開啟兩步驟驗證。",
      two_step_off: "請在 Admit 輸入此驗證碼以關閉兩步驟驗證。",
    },
    validity: "驗證碼於 {minutes} 分鐘內有效，請勿提供給任何人。",
    footer: "如果這不是您本人的操作，請變更密碼，可能有人知道您的密碼。",
  },
};

/** A six-digit code to type: finishing a 2-step sign-in, or turning 2-step on or off. */
export function authCodeMail(input: {
  to: string;
  lang: Language;
  purpose: Purpose;
  code: string;
  minutes: number;
}): MailMessage {
  const c = COPY[input.lang];
  return renderMail({
    to: input.to,
    lang: input.lang,
    subject: c.subject[input.purpose],
    paragraphs: [c.body[input.purpose], c.validity.replace("{minutes}", String(input.minutes))],
    code: input.code,
    footer: c.footer,
  });
}
