import type { TOrderDetail } from "@admit/contract/sale";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { AlertStack } from "../../../components/ui/AlertStack.tsx";
import { t } from "../../../lib/i18n.ts";
import en from "../../../locales/en.json";
import { type ApiHandler, renderScreen } from "../../../test/render-screen.tsx";
import { CLTN, OFFERS } from "../../../test/resale-fixture.ts";
import PayResultView from "./PayResultView.tsx";
import ResaleBuyView from "./ResaleBuyView.tsx";

const RESERVATION = {
  orderId: "ord_resale0001",
  amount: 120_000,
  currency: "KRW",
  expiresAt: "2026-06-01T03:08:00.000Z",
  checkout: null,
};

function renderBuy(nftId: number, extra: ApiHandler = () => undefined) {
  return renderScreen(
    <>
      <ResaleBuyView />
      <AlertStack />
    </>,
    {
      path: `/event/resale/3/${nftId}`,
      pattern: "/event/resale/:cltnId/:nftId",
      api: (call) => {
        const answer = extra(call);
        if (answer) return answer;
        if (call.path === "/discover/cltns/3") return { body: CLTN };
        if (call.path === "/discover/cltns/3/resales") return { body: OFFERS };
        return undefined;
      },
    },
  );
}

describe("ResaleBuyView", () => {
  it("says a resale purchase is final, and reserves only once that is understood", async () => {
    const { calls } = renderBuy(41, (call) =>
      call.method === "POST" && call.path === "/nfts/41/buy/reservation" ? { body: RESERVATION } : undefined,
    );
    expect(await screen.findByText(en.resale.buy.finalTitle)).toBeInTheDocument();
    expect(screen.getByText(en.resale.buy.finalText)).toBeInTheDocument();
    expect(screen.getByTestId("resale-quote")).toHaveTextContent("₩120,000");
    const pay = screen.getByRole("button", { name: "Pay ₩120,000" });
    expect(pay).toBeDisabled();
    await userEvent.click(screen.getByText(en.resale.buy.agree));
    await userEvent.click(pay);
    // No checkout to open here: the screen says so (a real one leaves for the provider's page).
    expect(await screen.findByText(en.pay.detail.providerTitle)).toBeInTheDocument();
    const reserve = calls.find((c) => c.method === "POST");
    expect(reserve?.headers.get("idempotency-key")).toMatch(/^resale-/);
    expect(JSON.parse(sessionStorage.getItem("admit.resale.return") ?? "{}")).toEqual({
      orderId: "ord_resale0001",
      cltnId: 3,
      nftId: 41,
      app: "event",
    });
  });

  it("asks the host's questions of the buyer, as a first sale does, and reserves with their answers", async () => {
    const { calls } = renderBuy(41, (call) => {
      if (call.path === "/discover/cltns/3") return { body: { ...CLTN, hasQtnr: true, qtnrRequired: true } };
      if (call.path === "/discover/cltns/3/qtnr-template")
        return {
          body: {
            id: 5,
            name: "Attendee",
            required: true,
            items: [
              { id: "name", name: "Name", type: "TEXT", required: true, editable: true },
              { id: "phone", name: "Phone", type: "TEXT", required: true, editable: true, key: "phone" },
            ],
          },
        };
      return call.method === "POST" && call.path === "/nfts/41/buy/reservation"
        ? { body: RESERVATION }
        : undefined;
    });
    const form = await screen.findByTestId("resale-attendee");
    expect(form).toHaveTextContent(en.pay.buyer.attendee.replace("{{n}}", "1"));
    await userEvent.click(screen.getByText(en.resale.buy.agree));
    await userEvent.click(screen.getByRole("button", { name: "Pay ₩120,000" }));
    expect(await screen.findAllByText(t("valid.required"))).toHaveLength(2);
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    await userEvent.type(screen.getByLabelText(/Name/), "Jae Lee");
    await userEvent.type(screen.getByLabelText(/Phone/), "01055556666");
    await userEvent.click(screen.getByRole("button", { name: "Pay ₩120,000" }));
    expect(await screen.findByText(en.pay.detail.providerTitle)).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      attendees: [{ name: "Jae Lee", phone: "+821055556666" }],
    });
  });

  it("does not offer a ticket someone is paying for", async () => {
    renderBuy(52);
    expect(await screen.findByText(en.resale.buy.reservedText)).toBeInTheDocument();
    await userEvent.click(screen.getByText(en.resale.buy.agree));
    expect(screen.getByRole("button", { name: "Pay ₩130,000" })).toBeDisabled();
  });

  it("says when the ticket is no longer on sale, and leads back to the event", async () => {
    renderBuy(99);
    expect(await screen.findByText(en.resale.buy.goneTitle)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: en.pay.backToEvent }));
    expect(screen.getByTestId("navigated")).toHaveTextContent("/event/detail/3");
  });

  it("tells a refusal and loads the list again when someone else got there first", async () => {
    const { calls } = renderBuy(41, (call) =>
      call.method === "POST"
        ? { status: 409, body: { code: "LISTING_RESERVED", message: "", data: {} } }
        : undefined,
    );
    await userEvent.click(await screen.findByText(en.resale.buy.agree));
    await userEvent.click(screen.getByRole("button", { name: "Pay ₩120,000" }));
    expect(await screen.findByRole("alertdialog")).toHaveTextContent(
      "Someone is paying for this ticket right now.",
    );
    expect(calls.filter((c) => c.path === "/discover/cltns/3/resales").length).toBeGreaterThan(1);
  });
});

const ORDER: TOrderDetail = {
  id: "ord_resale0001",
  status: "ISSUED",
  listStatus: "buy",
  cltnId: 3,
  cltnName: CLTN.name,
  cltnImage: CLTN.image,
  brandName: "Blue Wave",
  startAt: null,
  timeZone: "Asia/Seoul",
  ticketCount: 1,
  currency: "KRW",
  amount: 120_000,
  createdAt: "2026-06-01T03:00:00.000Z",
  lines: [],
  subtotal: 120_000,
  discount: 0,
  taxItems: [],
  refCode: null,
  paymentMethod: "CARD",
  provider: "sandbox",
  expiresAt: "2026-06-01T03:08:00.000Z",
  paidAt: "2026-06-01T03:01:00.000Z",
  refundedAt: null,
  refundAmount: null,
  refundFee: null,
  refundReason: null,
  failure: null,
  nftIds: [41],
  tickets: [{ nftId: 41, state: "HELD", held: true, to: null, refundable: false }],
  attendees: [],
  ticketRefunds: [],
  refundQuote: null,
  walletPayment: null,
};

describe("PayResultView for a resale ticket", () => {
  it("confirms the approval with the resale payment call and leads to the ticket", async () => {
    sessionStorage.setItem(
      "admit.resale.return",
      JSON.stringify({ orderId: "ord_resale0001", cltnId: 3, nftId: 41, app: "discover" }),
    );
    sessionStorage.setItem("admit.resale.key.41", JSON.stringify({ key: "resale-1" }));
    const { calls } = renderScreen(<PayResultView />, {
      path: "/pay/result/success?kind=resale&orderId=ord_resale0001&paymentKey=pk_123&amount=120000",
      pattern: "/pay/result/:status",
      api: (call) =>
        call.method === "POST" && call.path === "/nfts/buy/payment" ? { body: ORDER } : undefined,
    });
    expect(await screen.findByText(en.resale.result.title)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ certiCode: "pk_123", orderId: "ord_resale0001" });
    expect(calls[0]?.headers.get("idempotency-key")).toMatch(/^pay-/);
    expect(sessionStorage.getItem("admit.resale.key.41")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: en.resale.result.viewTicket }));
    expect(screen.getByTestId("navigated")).toHaveTextContent("/nft/41");
  });

  it("offers the same ticket again after a declined card", async () => {
    sessionStorage.setItem(
      "admit.resale.return",
      JSON.stringify({ orderId: "ord_resale0001", cltnId: 3, nftId: 41, app: "discover" }),
    );
    renderScreen(<PayResultView />, {
      path: "/pay/result/fail?kind=resale&orderId=ord_resale0001&code=DECLINED",
      pattern: "/pay/result/:status",
    });
    expect(await screen.findByText(en.pay.result.fail.DECLINED)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: en.pay.result.retry }));
    expect(screen.getByTestId("navigated")).toHaveTextContent("/discover/resale/3/41");
  });
});
