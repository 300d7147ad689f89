import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { t } from "../../../lib/i18n.ts";
import en from "../../../locales/en.json";
import { renderScreen } from "../../../test/render-screen.tsx";
import { useOrderStore } from "../stores/order-store.ts";
import { CONCERT, storeOrder } from "../testing/order-fixture.ts";
import { STAGE_PATH } from "../utils/wizard-flow.ts";
import PayCustomerInputView from "./PayCustomerInputView.tsx";

const ITEMS = [
  { id: "name", name: "Name", type: "TEXT" as const, required: true, editable: true, maxLength: 60 },
  {
    id: "email",
    name: "E-mail",
    type: "TEXT" as const,
    required: true,
    editable: true,
    key: "email" as const,
  },
];

function twoTicketsWithQuestions() {
  storeOrder({ cltn: { ...CONCERT, hasQtnr: true }, qtnrTemplate: ITEMS });
  useOrderStore.getState().setCounts([{ priceId: 71, count: 2 }]);
}

describe("PayCustomerInputView", () => {
  it("asks each attendee, refuses what the rules refuse, copies the first, and goes on with the answers", async () => {
    twoTicketsWithQuestions();
    renderScreen(<PayCustomerInputView />, { path: STAGE_PATH.buyer });
    const names = screen.getAllByLabelText(/Name/);
    const emails = screen.getAllByLabelText(/E-mail/);
    expect(names).toHaveLength(2);

    await userEvent.type(names[0] as HTMLElement, "Mina Kim");
    await userEvent.type(emails[0] as HTMLElement, "mina@");
    await userEvent.click(screen.getByRole("button", { name: en.pay.next }));
    expect(await screen.findAllByText(t("valid.email"))).not.toHaveLength(0);
    expect(screen.queryByTestId("navigated")).toBeNull();

    await userEvent.type(emails[0] as HTMLElement, "example.com");
    await userEvent.click(screen.getByRole("button", { name: en.pay.buyer.copyFirst }));
    await userEvent.click(screen.getByRole("button", { name: en.pay.next }));
    await waitFor(() => expect(screen.getByTestId("navigated")).toHaveTextContent(STAGE_PATH.detail));
    expect(useOrderStore.getState().customer).toEqual([
      { name: "Mina Kim", email: "mina@example.com" },
      { name: "Mina Kim", email: "mina@example.com" },
    ]);
  });

  it("shows the organiser's labels, options and terms as the server gave them in the buyer's language, and keeps the option as the answer", async () => {
    storeOrder({
      cltn: { ...CONCERT, hasQtnr: true },
      qtnrTemplate: [
        {
          id: "heardFrom",
          name: "어떻게 알게 되셨어요?",
          type: "SELECT",
          required: true,
          editable: true,
          options: ["Instagram", "Friend or family"],
          optionLabels: { Instagram: "Instagram", "Friend or family": "친구나 가족" },
        },
        {
          id: "terms",
          name: "페스티벌 입장 약관",
          type: "TERMS",
          required: true,
          editable: false,
          terms: "팔찌는 본인만 쓸 수 있어요.",
        },
      ],
    });
    useOrderStore.getState().setCounts([{ priceId: 71, count: 1 }]);
    renderScreen(<PayCustomerInputView />, { path: STAGE_PATH.buyer });
    expect(screen.getByRole("group", { name: /어떻게 알게 되셨어요\?/ })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "페스티벌 입장 약관" })).toHaveTextContent(
      "팔찌는 본인만 쓸 수 있어요.",
    );
    expect(screen.queryByText("Friend or family")).toBeNull();
    await userEvent.click(screen.getByRole("radio", { name: "친구나 가족" }));
    await userEvent.click(screen.getByRole("checkbox", { name: en.qtnr.agree }));
    await userEvent.click(screen.getByRole("button", { name: en.pay.next }));
    await waitFor(() => expect(screen.getByTestId("navigated")).toHaveTextContent(STAGE_PATH.detail));
    expect(useOrderStore.getState().customer).toEqual([{ heardFrom: "Friend or family", terms: true }]);
  });

  it("keeps answers given before when the customer comes back", () => {
    twoTicketsWithQuestions();
    useOrderStore.getState().setCustomer([{ name: "Jun", email: "jun@example.com" }]);
    renderScreen(<PayCustomerInputView />, { path: STAGE_PATH.buyer });
    const first = screen.getAllByLabelText(/Name/)[0] as HTMLInputElement;
    expect(first.value).toBe("Jun");
    expect(within(document.body).getAllByLabelText(/Name/)[1]).toHaveValue("");
  });
});
