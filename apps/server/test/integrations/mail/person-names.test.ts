import { describe, expect, it } from "vitest";
import { inviteMail, mailPersonName } from "../../../src/integrations/mail/templates/invite.ts";
import {
  ticketClaimMail,
  ticketReceivedMail,
  ticketSoldMail,
} from "../../../src/integrations/mail/templates/ticket-transfer.ts";
import { verifyEmailMail } from "../../../src/integrations/mail/templates/verify-email.ts";

/** A mail's words, subject first: what its reader sees. */
const words = (mail: { subject: string; text: string }) => `${mail.subject}\n${mail.text}`;
const base = { to: "buyer@example.com", ticket: "R석 · 1일차", link: "https://admit.test/x" };

describe("a name slot in a mail", () => {
  it("takes a name, never an address or nothing", () => {
    expect(mailPersonName("김민준")).toBe("김민준");
    expect(mailPersonName("  ")).toBeNull();
    expect(mailPersonName("kim@example.com")).toBeNull();
  });

  it("shows the named sender with the honorific", () => {
    const mail = ticketReceivedMail({ ...base, lang: "ko", sender: "김민준" });
    expect(words(mail)).toContain("김민준님이");
  });

  for (const sender of ["", "kim@example.com"]) {
    it(`says the sale, the receive, the claim and the invitation without a name when it is «${sender}»`, () => {
      const mails = [
        ticketSoldMail({ ...base, lang: "ko", sender, price: "50,000원", net: "45,000원" }),
        ticketReceivedMail({ ...base, lang: "ko", sender }),
        ticketClaimMail({ ...base, lang: "ko", sender, until: "12월 1일 19:00" }),
        inviteMail({ to: base.to, lang: "ko", inviterName: sender, link: base.link }),
        verifyEmailMail({ to: base.to, lang: "ko", name: sender, link: base.link }),
      ];
      for (const mail of mails) {
        const text = words(mail);
        expect(text).not.toMatch(/(^|[\s(])님/m);
        expect(text).not.toContain("@example.com님");
      }
      expect(words(mails[0] as (typeof mails)[0])).toContain("R석 · 1일차 티켓이 50,000원에 판매되었어요");
    });
  }

  it("says the other languages without a name too", () => {
    for (const lang of ["en", "ja", "zh-tw"] as const) {
      const text = words(ticketSoldMail({ ...base, lang, sender: "", price: "¥5,000", net: "¥4,500" }));
      expect(text, lang).not.toMatch(/(^|\s)(さん|bought|以 ¥5,000 購買)/);
      expect(text, lang).toContain("¥5,000");
    }
  });
});
