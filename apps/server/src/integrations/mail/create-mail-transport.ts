import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { MailTransport } from "./mail-transport.ts";
import { createOutboxTransport } from "./outbox-transport.ts";
import { createSmtpTransport } from "./smtp-transport.ts";

export function createMailTransport(config: Config, db: Db): MailTransport {
  if (config.mail.transport === "smtp" && config.mail.smtpUrl) {
    return createSmtpTransport({ url: config.mail.smtpUrl, from: config.mail.from });
  }
  return createOutboxTransport(db);
}
