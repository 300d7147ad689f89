import type { Language } from "@admit/contract/i18n";
import type { MailMessage } from "../mail-transport.ts";
import { mailPersonName } from "./invite.ts";
import { renderCopy } from "./layout.ts";

type Copy = { subject: string; body: string; note: string; button: string; footer: string };

/** A ticket sent to an address that has no account yet: the claim link works after sign-up. */
const CLAIM: Record<Language, Copy> = {
  en: {
    subject: "{sender} sent you a ticket: {ticket}",
    body: "{sender} sent you {ticket} on Admit. Open the link, sign in or create an account with this e-mail address, and the ticket is yours.",
    note: "The link works until {until}. After that the ticket goes back to {sender}.",
    button: "Receive the ticket",
    footer:
      "You received this mail because someone sent a ticket to this address on Admit. If you do not want it, ignore this mail.",
  },
  ko: {
    subject: "{sender}님이 티켓을 양도했어요: {ticket}",
    body: "{sender}님이 Admit에서 {ticket} 티켓을 양도했어요. 링크를 열고 이 이메일 주소로 로그인하거나 가입하면 티켓을 받을 수 있어요.",
    note: "링크는 {until}까지 사용할 수 있어요. 그 뒤에는 티켓이 {sender}님에게 돌아가요.",
    button: "티켓 받기",
    footer:
      "Admit에서 누군가가 이 주소로 티켓을 양도했기 때문에 받은 메일이에요. 원하지 않으면 이 메일을 무시해 주세요.",
  },
  ja: {
    subject: "{sender} さんからチケットが譲渡されました：{ticket}",
    body: "{sender} さんが Admit で {ticket} を譲渡しました。リンクを開き、このメールアドレスでログインまたは登録すると、チケットを受け取れます。",
    note: "リンクは {until} まで有効です。それ以降、チケットは {sender} さんに戻ります。",
    button: "チケットを受け取る",
    footer:
      "Admit でこのアドレスにチケットが譲渡されたため、このメールをお送りしました。心当たりがない場合は無視してください。",
  },
  "zh-tw": {
    subject: "{sender} 轉讓一張票券給您：{ticket}",
    body: "{sender} 在 Admit 轉讓 {ticket} 給您。開啟連結，以這個電子郵件地址登入或註冊，票券就是您的了。",
    note: "連結在 {until} 前有效，之後票券會退回給 {sender}。",
    button: "領取票券",
    footer: "有人在 Admit 將票券轉讓到這個地址，因此您收到這封郵件。若您不需要，請忽略本郵件。",
  },
};

/** The claim link from a sender with no name to show: said without one (never "님이 …"). */
const CLAIM_UNNAMED: Record<Language, Pick<Copy, "subject" | "body" | "note">> = {
  en: {
    subject: "A ticket was sent to you: {ticket}",
    body: "A ticket, {ticket}, was sent to you on Admit. Open the link, sign in or create an account with this e-mail address, and the ticket is yours.",
    note: "The link works until {until}. After that the ticket goes back to its sender.",
  },
  ko: {
    subject: "티켓이 양도되었어요: {ticket}",
    body: "Admit에서 {ticket} 티켓이 회원님께 양도되었어요. 링크를 열고 이 이메일 주소로 로그인하거나 가입하면 티켓을 받을 수 있어요.",
    note: "링크는 {until}까지 사용할 수 있어요. 그 뒤에는 티켓이 보낸 분에게 돌아가요.",
  },
  ja: {
    subject: "チケットが譲渡されました：{ticket}",
    body: "Admit で {ticket} が譲渡されました。リンクを開き、このメールアドレスでログインまたは登録すると、チケットを受け取れます。",
    note: "リンクは {until} まで有効です。それ以降、チケットは送り主に戻ります。",
  },
  "zh-tw": {
    subject: "有一張票券轉讓給您：{ticket}",
    body: "有人在 Admit 轉讓 {ticket} 給您。開啟連結，以這個電子郵件地址登入或註冊，票券就是您的了。",
    note: "連結在 {until} 前有效，之後票券會退回給轉讓人。",
  },
};

/** A ticket that arrived in the receiver's wallet. */
const RECEIVED: Record<Language, Copy> = {
  en: {
    subject: "You received a ticket: {ticket}",
    body: "{sender} sent you {ticket}. It is in your Admit wallet now, with its QR code for the door.",
    note: "Codes shown by the previous holder no longer work at the door.",
    button: "Open the wallet",
    footer: "You received this mail because a ticket arrived in your Admit wallet.",
  },
  ko: {
    subject: "티켓을 받았어요: {ticket}",
    body: "{sender}님이 {ticket} 티켓을 양도했어요. 이제 Admit 지갑에 있고, 입장용 QR 코드도 함께 있어요.",
    note: "이전 보유자가 보여 준 코드는 더 이상 입장에 쓸 수 없어요.",
    button: "지갑 열기",
    footer: "Admit 지갑에 티켓이 도착했기 때문에 받은 메일이에요.",
  },
  ja: {
    subject: "チケットを受け取りました：{ticket}",
    body: "{sender} さんから {ticket} が届きました。入場用の QRコードとともに Admit のウォレットに入っています。",
    note: "以前の保有者が表示したコードは、入場には使えなくなりました。",
    button: "ウォレットを開く",
    footer: "Admit のウォレットにチケットが届いたため、このメールをお送りしました。",
  },
  "zh-tw": {
    subject: "您收到一張票券：{ticket}",
    body: "{sender} 轉讓 {ticket} 給您，現在已在您的 Admit 錢包中，附有入場用的 QR 碼。",
    note: "前一位持有人出示過的代碼已無法用於入場。",
    button: "開啟錢包",
    footer: "因為有票券送達您的 Admit 錢包，您收到這封郵件。",
  },
};

/** A received ticket from a sender with no name to show. */
const RECEIVED_UNNAMED: Record<Language, Pick<Copy, "body">> = {
  en: { body: "You received {ticket}. It is in your Admit wallet now, with its QR code for the door." },
  ko: { body: "{ticket} 티켓을 받았어요. 이제 Admit 지갑에 있고, 입장용 QR 코드도 함께 있어요." },
  ja: { body: "{ticket} が届きました。入場用の QRコードとともに Admit のウォレットに入っています。" },
  "zh-tw": { body: "您收到 {ticket}，現在已在您的 Admit 錢包中，附有入場用的 QR 碼。" },
};

/** The copy for this sender: the named one, or the unnamed one's lines over it. */
function copyFor<C extends Copy>(named: C, unnamed: Partial<Copy>, sender: string | null): C {
  return sender ? named : { ...named, ...unnamed };
}

function render(copy: Copy, input: TransferMailInput, until = ""): MailMessage {
  const values = { sender: mailPersonName(input.sender) ?? "", ticket: input.ticket, until };
  return renderCopy(input.to, input.lang, copy, values, input.link);
}

interface TransferMailInput {
  to: string;
  lang: Language;
  /** The sender's (or, for a sale, the buyer's) name; empty or an address: the mail says it without one. */
  sender: string;
  ticket: string;
  link: string;
}

/** The claim link mailed to an address with no account yet; `until` already formatted for `lang`. */
export function ticketClaimMail(input: TransferMailInput & { until: string }): MailMessage {
  const copy = copyFor(CLAIM[input.lang], CLAIM_UNNAMED[input.lang], mailPersonName(input.sender));
  return render(copy, input, input.until);
}

/** Every receive is mailed too. */
export function ticketReceivedMail(input: TransferMailInput): MailMessage {
  return render(
    copyFor(RECEIVED[input.lang], RECEIVED_UNNAMED[input.lang], mailPersonName(input.sender)),
    input,
  );
}

/** A listed ticket was bought: the seller's payout is held until the event is over. */
const SOLD: Record<Language, Copy> = {
  en: {
    subject: "Your ticket was sold: {ticket}",
    body: "{sender} bought your ticket {ticket} for {price}. It has left your wallet.",
    note: "You receive {net} (after the host's royalty and the platform fee) once the event is over.",
    button: "See your sales",
    footer: "You received this mail because you listed a ticket for resale on Admit.",
  },
  ko: {
    subject: "티켓이 판매되었어요: {ticket}",
    body: "{sender}님이 {ticket} 티켓을 {price}에 구매했어요. 티켓은 지갑에서 빠졌어요.",
    note: "호스트 로열티와 플랫폼 수수료를 뺀 금액({net})은 이벤트가 끝난 뒤 지급돼요.",
    button: "판매 내역 보기",
    footer: "Admit에서 티켓을 재판매 등록하셨기 때문에 받은 메일이에요.",
  },
  ja: {
    subject: "チケットが売れました：{ticket}",
    body: "{sender} さんが {ticket} を {price} で購入しました。チケットはウォレットから移動しました。",
    note: "主催者ロイヤリティとプラットフォーム手数料を差し引いた {net} は、イベント終了後にお支払いします。",
    button: "販売履歴を見る",
    footer: "Admit でチケットをリセールに出品されたため、このメールをお送りしました。",
  },
  "zh-tw": {
    subject: "您的票券已售出：{ticket}",
    body: "{sender} 以 {price} 購買了您的票券 {ticket}，票券已從您的錢包移出。",
    note: "扣除主辦單位權利金與平台手續費後的 {net}，將於活動結束後撥付給您。",
    button: "查看銷售紀錄",
    footer: "因為您在 Admit 刊登了轉售票券，您收到這封郵件。",
  },
};

/** A sale to a buyer with no name to show. */
const SOLD_UNNAMED: Record<Language, Pick<Copy, "body">> = {
  en: { body: "Your ticket {ticket} was sold for {price}. It has left your wallet." },
  ko: { body: "{ticket} 티켓이 {price}에 판매되었어요. 티켓은 지갑에서 빠졌어요." },
  ja: { body: "{ticket} が {price} で売れました。チケットはウォレットから移動しました。" },
  "zh-tw": { body: "您的票券 {ticket} 已以 {price} 售出，票券已從您的錢包移出。" },
};

/** The seller's mail of a sale; `price` and `net` already formatted for `lang`; `sender` is the buyer. */
export function ticketSoldMail(input: TransferMailInput & { price: string; net: string }): MailMessage {
  const copy = copyFor(SOLD[input.lang], SOLD_UNNAMED[input.lang], mailPersonName(input.sender));
  const fill = (s: string) => s.replaceAll("{price}", input.price).replaceAll("{net}", input.net);
  return render({ ...copy, body: fill(copy.body), note: fill(copy.note) }, input);
}
