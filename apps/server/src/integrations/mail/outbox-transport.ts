import type { Db } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/index.ts";
import { linksOf, type MailMessage, type MailTransport } from "./mail-transport.ts";

/** Keeps every mail in the database instead of sending it (development and tests). */
export function createOutboxTransport(db: Db): MailTransport {
  return {
    name: "outbox",
    async send(message: MailMessage) {
      await db
        .insert(mailOutbox)
        .values({ ...message, to: message.to.toLowerCase(), links: linksOf(message) });
    },
  };
}
