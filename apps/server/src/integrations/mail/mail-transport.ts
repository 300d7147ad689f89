/** A mail ready to send: already rendered in the recipient's language. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The mail port: one adapter stores mails locally (outbox), another sends them (SMTP). */
export interface MailTransport {
  readonly name: "outbox" | "smtp";
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}

/** Every http(s) link of a mail, in order of appearance, without repeats. */
export function linksOf(message: Pick<MailMessage, "text" | "html">): string[] {
  const found = new Set<string>();
  for (const m of message.html.matchAll(/href="(https?:\/\/[^"]+)"/g))
    if (m[1]) found.add(m[1].replaceAll("&amp;", "&"));
  for (const m of message.text.matchAll(/https?:\/\/[^\s<>"]+/g)) found.add(m[0]);
  return [...found];
}
