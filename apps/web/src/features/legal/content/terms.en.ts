import type { LegalDocument } from "./types";

export const terms: LegalDocument = {
  title: "Terms of Service",
  effectiveDate: "1 April 2025",
  summary:
    "These terms govern your use of Admit, the wallet in which you buy, hold, send, resell and use tickets, memberships and coupons. Please read the section on cancellation and refunds before you book.",
  sections: [
    {
      id: "operator",
      heading: "About Admit and these terms",
      blocks: [
        {
          kind: "p",
          text: "Admit is operated by Admit Korea Inc., a company incorporated in the Republic of Korea, and Admit Pte. Ltd., a company incorporated in Singapore (together “Admit”, “we” or “us”). The company details of both entities appear in the footer of the app.",
        },
        {
          kind: "p",
          text: "By creating an account or buying an item through Admit, you agree to these terms. Events are organised by hosts (event organisers), who sell tickets and other items through Admit. Each event page names its host and may add conditions that apply only to that event, such as resale limits or a refund plan.",
        },
      ],
    },
    {
      id: "service",
      heading: "The service",
      blocks: [
        {
          kind: "p",
          text: "Admit lets you discover collections and events, buy tickets and memberships, and hold tickets, memberships and coupons as digital cards with QR codes. Each item is issued as a token recorded on a blockchain. Depending on the collection, the network is KLAYTN, POLYGON or XRPL_EVM.",
        },
        {
          kind: "p",
          text: "Records written to a blockchain are public and permanent. Each card shows its network and contract, but we cannot change or erase a record once it has been written.",
        },
      ],
    },
    {
      id: "accounts",
      heading: "Your account",
      blocks: [
        {
          kind: "list",
          items: [
            "You can sign up with an e-mail address and a password, or with one of the social logins offered in the app. You must confirm your e-mail address through the verification link we send you, which is valid for 24 hours.",
            "Keep your password to yourself. Unless we are at fault, you are responsible for what happens under your account.",
            "To use the service you must accept these terms and the privacy policy. Receiving marketing messages is optional.",
            "You can delete your account from the profile menu. Deletion is not possible while you hold items for events that are still ongoing.",
          ],
        },
      ],
    },
    {
      id: "purchase",
      heading: "Purchase and payment",
      blocks: [
        {
          kind: "p",
          text: "Prices are shown in the currency of each product: KRW, USD, EUR, SGD, JPY, TWD or XRP. XRP is a crypto-asset; the others are fiat currencies.",
        },
        {
          kind: "p",
          text: "You can pay by card through our card payment provider, with a wallet-style payment option, or by signing the payment with a crypto wallet linked to your account. A purchase is complete once the payment is confirmed, and the item then appears in your wallet.",
        },
        {
          kind: "p",
          text: "Some products limit how many items one account may buy. When you pick a seat, it is held for you for a limited time; if the time runs out before you pay, the seat is released.",
        },
        {
          kind: "p",
          text: "A booking fee may be charged in addition to the ticket price. It is shown before you pay.",
        },
      ],
    },
    {
      id: "resale-transfer",
      heading: "Resale and transfer",
      blocks: [
        {
          kind: "list",
          items: [
            "The host decides, item by item, whether an item may be resold or transferred. You can check this in the item's precautions sheet.",
            "Where resale is allowed, the host sets a maximum resale price and a royalty (the percentage of the resale price paid to the host). You cannot list an item above the maximum price.",
            "You can send a transferable item to another person by e-mail or QR code. Once the recipient accepts it, the item moves to the recipient's wallet.",
            "Resale or transfer outside Admit is not supported, and an item obtained that way may be refused at entry.",
          ],
        },
      ],
    },
    {
      id: "entry",
      heading: "Entry with QR codes",
      blocks: [
        {
          kind: "p",
          text: "To enter, open the card and show its QR code at the venue. To prevent misuse, the QR code refreshes automatically while it is displayed, so screenshots or copies may be refused. Once the code has been scanned, the item is marked as used.",
        },
        {
          kind: "p",
          text: "Some tickets stay locked until the day of the event. If the host asks for attendee information, the ticket is issued only after you have completed the host's questionnaire.",
        },
      ],
    },
    {
      id: "adult-events",
      heading: "Adult events (19 and over)",
      blocks: [
        {
          kind: "p",
          text: "Some events are open only to people aged 19 or older. Before you buy or enter, you must complete identity verification through the verification service linked in the app. Without verification you cannot buy a ticket for such an event, and the host may refuse entry to anyone who cannot prove their age.",
        },
      ],
    },
    {
      id: "application-events",
      heading: "Application (lottery) events",
      blocks: [
        {
          kind: "p",
          text: "For application events, you do not buy directly: you submit an application, together with any information the host asks for. Winners are drawn and announced as described on the event page. An application does not guarantee a ticket, and tickets are issued to winners only. Until the announcement, the card shows that it is waiting for the result.",
        },
      ],
    },
    {
      id: "conduct",
      heading: "What you may not do",
      blocks: [
        {
          kind: "list",
          items: [
            "Buy items in bulk by automated means",
            "Resell above the maximum price or outside Admit",
            "Copy, forge or share QR codes",
            "Use another person's account or identity verification",
          ],
        },
        {
          kind: "p",
          text: "We may restrict accounts that break these rules and will give notice in advance where we can.",
        },
      ],
    },
    {
      id: "cancellation",
      heading: "Cancellation and refunds",
      blocks: [
        {
          kind: "p",
          text: "The cancellation terms below take effect on 1 April 2025. You can cancel from your transaction history. Unless a flat amount is stated, the cancellation fee is a percentage of the ticket price.",
        },
        {
          kind: "table",
          head: ["When you cancel", "Cancellation fee"],
          rows: [
            ["Within 7 days of booking", "No cancellation fee"],
            [
              "10 or more days before the event",
              "Flat 4,000 KRW or 2,000 KRW per ticket, as shown on the event page",
            ],
            ["9–7 days before the event", "10% of the ticket price"],
            ["6–3 days before the event", "20% of the ticket price"],
            ["2–1 days before the event", "30% of the ticket price"],
            ["Sports events", "10% of the ticket price"],
            [
              "Booking fee",
              "Refunded only if you cancel on the day of booking; non-refundable after the booking day",
            ],
          ],
        },
        {
          kind: "p",
          text: "Events priced in TWD use one of four Taiwan refund plans instead of the table above. The host chooses the plan, and the event page shows which plan applies.",
        },
        {
          kind: "table",
          head: ["Refund plan (TWD events)", "Cancellation fee"],
          rows: [
            ["Plan A", "Up to 10% of the ticket price"],
            ["Plan B", "5% of the ticket price"],
            ["Plan C", "10% of the ticket price"],
            [
              "Plan D",
              "Tiered: 10%, 30% or 50% of the ticket price, rising as the event approaches; no refund at 2 days or fewer before the event",
            ],
          ],
        },
      ],
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      blocks: [
        {
          kind: "p",
          text: "We may change these terms, for example when the service or the law changes. We announce changes in the app at least 7 days before they take effect, or at least 30 days before if a change is unfavourable to you. If you do not agree, you can stop using the service and delete your account before the change takes effect.",
        },
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law and disputes",
      blocks: [
        {
          kind: "p",
          text: "Where Admit Korea Inc. provides the service to you, these terms are governed by the laws of the Republic of Korea; where Admit Pte. Ltd. provides it, by the laws of Singapore. The entity providing the service is shown in your order confirmation. This does not take away any protection you have under the mandatory consumer law of the country where you live. Disputes are settled by the courts that have jurisdiction under the applicable law.",
        },
      ],
    },
    {
      id: "contact",
      heading: "Contact",
      blocks: [
        {
          kind: "p",
          text: "For questions about these terms, your purchases or refunds, use the inquiry menu in the app or the contact details in the footer. Questions about a particular event may be passed on to its host.",
        },
        {
          kind: "p",
          text: "These terms take effect on 1 April 2025.",
        },
      ],
    },
  ],
};
