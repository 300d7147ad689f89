import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en.json";
import { renderScreen } from "../../../test/render-screen.tsx";
import { freeOrderOf, quoteOf } from "../testing/order-fixture.ts";
import { CancelOrderSheet } from "./CancelOrderSheet.tsx";

/** A paid order of two Adult tickets, with or without the ₩2,000 booking fee, and its refund quote. */
function paidOrder({ withFee, feeBack }: { withFee: boolean; feeBack: boolean }) {
  const quote = quoteOf(2);
  const taxItems = withFee ? quote.taxItems : [];
  const amount = 110_000 + (withFee ? 2_000 : 0);
  return {
    ...freeOrderOf({ ...quote, taxItems }),
    amount,
    refundQuote: {
      refundable: true,
      fee: 0,
      refund: amount - (withFee && !feeBack ? 2_000 : 0),
      bookingFeeRefunded: feeBack,
      daysBefore: 20,
      rule: "KR_STANDARD",
      nftIds: [1, 2],
      partial: false,
    },
  };
}

function renderSheet(order: ReturnType<typeof paidOrder>) {
  renderScreen(<CancelOrderSheet order={order} open onClose={() => {}} />, {
    path: "/profile/orders/ord_free",
  });
}

describe("CancelOrderSheet: one true statement about the booking fee", () => {
  it("cancelled on the booking day: the fee's row says it comes back, and no rule contradicts it", () => {
    renderSheet(paidOrder({ withFee: true, feeBack: true }));
    expect(screen.getByTestId("cancel-booking-fee")).toHaveTextContent(en.orders.feeRefundedToday);
    expect(screen.queryByText(en.refund.bookingFee)).toBeNull();
    expect(screen.getByTestId("cancel-refund")).toHaveTextContent("₩112,000");
  });

  it("cancelled later: the fee is kept, and the rule says why", () => {
    renderSheet(paidOrder({ withFee: true, feeBack: false }));
    expect(screen.getByTestId("cancel-booking-fee")).toHaveTextContent("−₩2,000");
    expect(screen.getByText(en.refund.bookingFee)).toBeInTheDocument();
    expect(screen.getByTestId("cancel-refund")).toHaveTextContent("₩110,000");
  });

  it("an order without a booking fee has neither the row nor the rule", () => {
    renderSheet(paidOrder({ withFee: false, feeBack: false }));
    expect(screen.queryByTestId("cancel-booking-fee")).toBeNull();
    expect(screen.queryByText(en.refund.bookingFee)).toBeNull();
  });
});
