import type { Language } from "@admit/contract/i18n";
import type { MailMessage } from "../mail-transport.ts";
import { renderCopy } from "./layout.ts";

const COPY: Record<
  Language,
  { subject: string; body: string; note: string; button: string; footer: string }
> = {
  en: {
    subject: "Your payment for {event} was refunded",
    body: "Your payment of {amount} for {event} arrived after your tickets could no longer be kept for you, so no tickets were issued and the whole amount was refunded.",
    note: "Depending on your card company, the refund may take a few business days to appear.",
    button: "See the order",
    footer: "You received this mail because you placed an order with Admit.",
  },
  ko: {
    subject: "{event} 결제가 환불되었어요",
    body: "{event} 결제({amount})가 확인되었을 때 티켓을 더 이상 드릴 수 없는 상태여서, 티켓은 발급되지 않았고 결제 금액 전액이 환불되었어요.",
    note: "카드사에 따라 환불이 반영되기까지 영업일 기준 며칠이 걸릴 수 있어요.",
    button: "주문 보기",
    footer: "Admit에서 주문하셨기 때문에 받은 메일이에요.",
  },
  ja: {
    subject: "{event} のお支払いを返金しました",
    body: "{event} のお支払い（{amount}）が確認された時点でチケットをご用意できなくなっていたため、チケットは発券されず、全額を返金しました。",
    note: "カード会社によっては、返金の反映まで数営業日かかる場合があります。",
    button: "注文を見る",
    footer: "Admit でご注文いただいたため、このメールをお送りしました。",
  },
  "zh-tw": {
    subject: "您在 {event} 的付款已退款",
    body: "您為 {event} 支付的 {amount} 確認時，票券已無法為您保留，因此未出票，並已全額退款。",
    note: "視發卡機構而定，退款可能需要幾個工作天才會入帳。",
    button: "查看訂單",
    footer: "您收到這封郵件，是因為您在 Admit 下了訂單。",
  },
};

/** The event was called off: every paid order is refunded in full. */
const CANCELLED: typeof COPY = {
  en: {
    subject: "{event} was cancelled: your payment is refunded",
    body: "We are sorry: {event} has been cancelled. Your payment of {amount} has been refunded in full, and the tickets have left your wallet.",
    note: "Depending on your card company, the refund may take a few business days to appear.",
    button: "See the order",
    footer: "You received this mail because you placed an order with Admit.",
  },
  ko: {
    subject: "이벤트 취소로 결제가 환불되었어요: {event}",
    body: "죄송해요. {event} 이벤트가 취소되어 결제 금액 {amount} 전액을 환불했어요. 티켓은 지갑에서 빠졌어요.",
    note: "카드사에 따라 환불이 반영되기까지 영업일 기준 며칠이 걸릴 수 있어요.",
    button: "주문 보기",
    footer: "Admit에서 주문하셨기 때문에 받은 메일이에요.",
  },
  ja: {
    subject: "{event} は中止になりました：お支払いを返金しました",
    body: "申し訳ありません。{event} は中止になりました。お支払いいただいた {amount} は全額返金し、チケットはウォレットから削除されました。",
    note: "カード会社によっては、返金の反映まで数営業日かかる場合があります。",
    button: "注文を見る",
    footer: "Admit でご注文いただいたため、このメールをお送りしました。",
  },
  "zh-tw": {
    subject: "{event} 已取消：您的付款已退款",
    body: "很抱歉，{event} 已取消。您支付的 {amount} 已全額退款，票券也已從您的錢包移除。",
    note: "視發卡機構而定，退款可能需要幾個工作天才會入帳。",
    button: "查看訂單",
    footer: "您收到這封郵件，是因為您在 Admit 下了訂單。",
  },
};

/** The mail of an order refunded in full: its payment came too late to be fulfilled, or the event was cancelled. */
export function orderRefundedMail(input: {
  to: string;
  lang: Language;
  event: string;
  /** The amount, already formatted for `lang`. */
  amount: string;
  link: string;
  reason?: "UNFULFILLED" | "EVENT_CANCELLED";
}): MailMessage {
  const copy = (input.reason === "EVENT_CANCELLED" ? CANCELLED : COPY)[input.lang];
  return renderCopy(input.to, input.lang, copy, { event: input.event, amount: input.amount }, input.link);
}
