import type { LegalDocument } from "./types";

export const privacy: LegalDocument = {
  title: "Privacy Policy",
  effectiveDate: "1 November 2024",
  summary:
    "This policy explains which personal data Admit collects and why, how long we keep it, who receives it, and how you can exercise your rights.",
  sections: [
    {
      id: "overview",
      heading: "Who we are",
      blocks: [
        {
          kind: "p",
          text: "Admit is operated by Admit Korea Inc., a company incorporated in the Republic of Korea, and Admit Pte. Ltd., a company incorporated in Singapore (together “Admit” or “we”). We process personal data in accordance with the Personal Information Protection Act of the Republic of Korea and other applicable laws.",
        },
      ],
    },
    {
      id: "purposes",
      heading: "Why we process your data",
      blocks: [
        {
          kind: "list",
          items: [
            "Member registration and management: confirming your identity and e-mail address, maintaining your membership, preventing misuse, and handling account deletion.",
            "Civil affairs: receiving and answering your complaints and inquiries, and telling you the outcome.",
            "Providing goods and services: issuing, delivering and displaying tickets, memberships and coupons, processing payments and refunds, and checking entry.",
            "Marketing and advertising: sending news about events and benefits, only if you have agreed to receive it. You can withdraw this consent at any time in your profile.",
          ],
        },
      ],
    },
    {
      id: "data-collected",
      heading: "What we collect",
      blocks: [
        {
          kind: "table",
          head: ["Category", "Items"],
          rows: [
            [
              "Required",
              "Login ID, password, e-mail address, connection IP address, cookies, connection logs, service usage records",
            ],
            ["Optional", "Name, date of birth, gender"],
          ],
        },
        {
          kind: "p",
          text: "Required items are collected when you sign up and while you use the service; the connection IP address, cookies, connection logs and service usage records are generated automatically. Optional items are collected only if you enter them, and you can use the service without them.",
        },
        {
          kind: "p",
          text: "When a ticket, membership or coupon is issued to you, the token and its transfers are recorded on a public blockchain (KLAYTN, POLYGON or XRPL_EVM). These records show a wallet address but not your name or e-mail address, and we cannot erase them once they have been written.",
        },
        {
          kind: "p",
          text: "If an event's host asks for attendee information (for example your name and phone number), you provide it through the questionnaire for that event. See “Information given to hosts” below.",
        },
      ],
    },
    {
      id: "retention",
      heading: "How long we keep data",
      blocks: [
        {
          kind: "p",
          text: "We destroy personal data without delay once the purpose of processing has been achieved or the retention period has ended. The retention periods are:",
        },
        {
          kind: "table",
          head: ["Data", "Retention period"],
          rows: [
            ["Member data", "3 years from the date of consent"],
            ["Records of display and advertising", "6 months"],
            ["Records of contracts or withdrawal of orders", "5 years"],
            ["Records of consumer complaints or dispute handling", "3 years"],
            [
              "Account information and transaction dates",
              "Kept after account deletion where other laws require it, for the period those laws set",
            ],
          ],
        },
        {
          kind: "p",
          text: "Electronic files are deleted in a way that prevents recovery; paper records are shredded.",
        },
      ],
    },
    {
      id: "hosts",
      heading: "Information given to hosts",
      blocks: [
        {
          kind: "p",
          text: "When you buy a ticket for an event or apply to one, we give the host (event organiser) the attendee information needed to run the event, including your answers to the host's questionnaire.",
        },
        {
          kind: "p",
          text: "The host uses this information for admission and for running the event, and may keep it until 6 months after the event.",
        },
        {
          kind: "p",
          text: "To correct your questionnaire answers, use the request-to-modify link in the ticket's precautions sheet to ask the host.",
        },
      ],
    },
    {
      id: "payment",
      heading: "Payment information",
      blocks: [
        {
          kind: "p",
          text: "Card payments are processed by a card payment provider. You enter your card details on the provider's screen, and the provider handles them under its own privacy policy. We never store card numbers; we receive only the result of the payment and the information needed for refunds and record keeping.",
        },
        {
          kind: "p",
          text: "If you pay by signing with a linked crypto wallet, we record the wallet address and the transaction you signed.",
        },
      ],
    },
    {
      id: "country-lookup",
      heading: "Country lookup for the display currency",
      blocks: [
        {
          kind: "p",
          text: "Only when the operator has configured it, the app may call an IP-based country lookup service directly from your browser. It is used solely to pre-select the currency in which prices are displayed. The lookup service receives your IP address as part of that request. The lookup never blocks the app: if it fails or is not configured, you simply choose the currency yourself. Its result is not stored on our servers.",
        },
      ],
    },
    {
      id: "cookies",
      heading: "Cookies and local storage",
      blocks: [
        {
          kind: "list",
          items: [
            "Session cookie: keeps you logged in. It is marked HttpOnly, so scripts on the page cannot read it, and it is removed when you log out or when it expires.",
            "Local storage: remembers the language you chose and the label (brand) and theme you use. This information stays in your browser.",
          ],
        },
        {
          kind: "p",
          text: "You can block or delete cookies and site data in your browser settings. If you block the session cookie, however, you cannot log in.",
        },
      ],
    },
    {
      id: "security",
      heading: "How we protect your data",
      blocks: [
        {
          kind: "list",
          items: [
            "Passwords are stored only in one-way encrypted (hashed) form, and data is encrypted in transit.",
            "Access to personal data is limited to staff who need it for their work.",
            "Access logs of the systems that process personal data are kept for at least 1 year, or for at least 2 years when data on more than 50,000 data subjects is processed.",
            "We carry out a self-audit of these protection measures quarterly.",
          ],
        },
      ],
    },
    {
      id: "rights",
      heading: "Your rights",
      blocks: [
        {
          kind: "p",
          text: "You may at any time ask to see, correct or delete your personal data or to suspend its processing, and you may withdraw your consent. You can do most of this yourself in your profile, or you can ask us. We act without delay, except where the law requires or allows us to keep the data.",
        },
        {
          kind: "p",
          text: "You can delete your account from your profile. Deletion is not possible while you hold tickets for events that are still ongoing.",
        },
      ],
    },
    {
      id: "remedies",
      heading: "Help from public bodies",
      blocks: [
        {
          kind: "p",
          text: "If you need advice or a remedy for an infringement of your personal information, you can also contact the following public bodies in Korea (the numbers are Korean domestic numbers):",
        },
        {
          kind: "table",
          head: ["Body", "Phone"],
          rows: [
            ["Personal Information Infringement Report Center", "118 (no area code)"],
            ["Personal Information Dispute Mediation Committee", "1833-6972"],
            ["Supreme Prosecutors' Office, Cybercrime Investigation", "1301 (no area code)"],
            ["Korean National Police Agency, Cyber Bureau", "182 (no area code)"],
          ],
        },
      ],
    },
    {
      id: "contact",
      heading: "Privacy contact",
      blocks: [
        {
          kind: "p",
          text: "For privacy questions or requests, use the inquiry menu in the app or the contact details in the footer. Our privacy officer will reply.",
        },
      ],
    },
    {
      id: "history",
      heading: "Policy history",
      blocks: [
        {
          kind: "list",
          items: [
            "Current version: applies from 1 November 2024, in Korean and in this translation.",
            "Previous version: applied from 1 September 2023.",
            "This policy is written in Korean. Where a translation differs from the Korean text, the Korean text prevails.",
          ],
        },
      ],
    },
  ],
};
