import type { Language } from "@admit/contract/i18n";
import type { MailMessage } from "../mail-transport.ts";
import { renderCopy } from "./layout.ts";

type Copy = { subject: string; body: string; button: string; footer: string };

/** Mails of the ways to get a token without a purchase: a waiting list's place, a lottery's result. */
const COPY: Record<"promoted" | "waitedInVain" | "won" | "lost", Record<Language, Copy>> = {
  waitedInVain: {
    en: {
      subject: "The waiting list closed: {event}",
      body: "RSVPs for {event} are closed, and no place opened up for you on the waiting list. Thank you for your interest — we hope to see you at the next one.",
      button: "See the event",
      footer: "You received this mail because you were on the waiting list of {event} on Admit.",
    },
    ko: {
      subject: "대기 명단이 마감됐어요: {event}",
      body: "{event}의 참석 회신이 마감됐고, 대기 명단에서 자리가 나지 않았어요. 관심 가져 주셔서 감사해요. 다음 이벤트에서 만나요.",
      button: "이벤트 보기",
      footer: "Admit에서 {event}의 대기 명단에 있었기 때문에 받은 메일이에요.",
    },
    ja: {
      subject: "キャンセル待ちが締め切られました：{event}",
      body: "{event} の出欠回答は締め切られ、キャンセル待ちの枠は空きませんでした。ご関心をお寄せいただきありがとうございました。次の機会にお会いできるのを楽しみにしています。",
      button: "イベントを見る",
      footer: "Admit で {event} のキャンセル待ちに登録されていたため、このメールをお送りしました。",
    },
    "zh-tw": {
      subject: "候補名單已截止：{event}",
      body: "{event} 的出席回覆已截止，候補名單未釋出名額給您。感謝您的關注，期待在下次活動見到您。",
      button: "查看活動",
      footer: "因為您在 Admit 列於 {event} 的候補名單，您收到這封郵件。",
    },
  },
  promoted: {
    en: {
      subject: "You're in: {event}",
      body: "A place opened up and you were next on the waiting list for {event}. Your ticket is in your Admit wallet now.",
      button: "Open the ticket",
      footer: "You received this mail because you answered yes to {event} on Admit.",
    },
    ko: {
      subject: "참석이 확정됐어요: {event}",
      body: "자리가 생겨 {event} 대기 명단의 다음 순서였던 회원님이 참석하게 됐어요. 티켓이 Admit 지갑에 들어 있어요.",
      button: "티켓 열기",
      footer: "Admit에서 {event}에 참석한다고 답했기 때문에 받은 메일이에요.",
    },
    ja: {
      subject: "参加が確定しました：{event}",
      body: "空きが出たため、{event} のキャンセル待ちで次の順番だったため、参加が確定しました。チケットは Admit のウォレットに入っています。",
      button: "チケットを開く",
      footer: "Admit で {event} に参加すると回答したため、このメールをお送りしました。",
    },
    "zh-tw": {
      subject: "您已確定參加：{event}",
      body: "有名額釋出，您是 {event} 候補名單的下一位，已確定參加。票券已在您的 Admit 錢包中。",
      button: "開啟票券",
      footer: "因為您在 Admit 回覆將參加 {event}，您收到這封郵件。",
    },
  },
  won: {
    en: {
      subject: "You won: {event}",
      body: "Congratulations — you were drawn for {event}. Your ticket is in your Admit wallet now. Anyone can check the draw on the event's page.",
      button: "Open the ticket",
      footer: "You received this mail because you applied for {event} on Admit.",
    },
    ko: {
      subject: "당첨됐어요: {event}",
      body: "축하해요! {event} 추첨에 당첨됐어요. 티켓이 Admit 지갑에 들어 있어요. 추첨 결과는 이벤트 페이지에서 누구나 확인할 수 있어요.",
      button: "티켓 열기",
      footer: "Admit에서 {event}에 응모했기 때문에 받은 메일이에요.",
    },
    ja: {
      subject: "当選しました：{event}",
      body: "おめでとうございます。{event} の抽選に当選しました。チケットは Admit のウォレットに入っています。抽選の結果はイベントページで誰でも確認できます。",
      button: "チケットを開く",
      footer: "Admit で {event} に応募したため、このメールをお送りしました。",
    },
    "zh-tw": {
      subject: "您中籤了：{event}",
      body: "恭喜！您在 {event} 的抽籤中中籤，票券已在您的 Admit 錢包中。任何人都可以在活動頁面查核抽籤結果。",
      button: "開啟票券",
      footer: "因為您在 Admit 報名了 {event}，您收到這封郵件。",
    },
  },
  lost: {
    en: {
      subject: "Draw results: {event}",
      body: "Thank you for applying for {event}. You were not drawn this time. Anyone can check the draw on the event's page.",
      button: "See the draw",
      footer: "You received this mail because you applied for {event} on Admit.",
    },
    ko: {
      subject: "추첨 결과: {event}",
      body: "{event}에 응모해 주셔서 감사해요. 아쉽게도 이번에는 당첨되지 않았어요. 추첨 결과는 이벤트 페이지에서 누구나 확인할 수 있어요.",
      button: "추첨 확인",
      footer: "Admit에서 {event}에 응모했기 때문에 받은 메일이에요.",
    },
    ja: {
      subject: "抽選結果：{event}",
      body: "{event} にご応募いただきありがとうございました。残念ながら今回は落選となりました。抽選の結果はイベントページで誰でも確認できます。",
      button: "抽選を確認",
      footer: "Admit で {event} に応募したため、このメールをお送りしました。",
    },
    "zh-tw": {
      subject: "抽籤結果：{event}",
      body: "感謝您報名 {event}。很遺憾，這次未中籤。任何人都可以在活動頁面查核抽籤結果。",
      button: "查看抽籤",
      footer: "因為您在 Admit 報名了 {event}，您收到這封郵件。",
    },
  },
};

/** A waiting list's place, a lottery win or a lottery loss; `link` opens the ticket or the draw. */
export function claimResultMail(
  kind: keyof typeof COPY,
  input: { to: string; lang: Language; event: string; link: string },
): MailMessage {
  return renderCopy(input.to, input.lang, COPY[kind][input.lang], { event: input.event }, input.link);
}
