import nodemailer from "nodemailer";
import type { MailMessage, MailTransport } from "./mail-transport.ts";

/** Sends through an SMTP server, e.g. `smtps://user:pass@smtp.example.com:465`. */
export function createSmtpTransport(options: { url: string; from: string }): MailTransport {
  const transporter = nodemailer.createTransport(options.url);
  return {
    name: "smtp",
    async send(message: MailMessage) {
      await transporter.sendMail({ from: options.from, ...message });
    },
    async close() {
      transporter.close();
    },
  };
}
