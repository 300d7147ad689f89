import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import en from "../../../locales/en.json";
import { useAuthStore } from "../../../stores/auth.ts";
import { renderScreen } from "../../../test/render-screen.tsx";
import { CLTN } from "../../../test/resale-fixture.ts";
import { BuyBar } from "./BuyBar.tsx";

const render = (cltn = CLTN) =>
  renderScreen(<BuyBar cltn={cltn} payPath="/discover/pay" />, {
    path: "/discover/detail/3",
    pattern: "/discover/detail/:id",
  });

afterEach(() => useAuthStore.getState().clear());

describe("BuyBar", () => {
  it("opens the purchase of a ticketed event", async () => {
    render();
    await userEvent.click(screen.getByRole("button", { name: en.discover.buy.TICKET }));
    expect(screen.getByTestId("navigated")).toHaveTextContent("/discover/pay/3");
  });

  it("opens an RSVP event's own screen, even when it is full", async () => {
    render({ ...CLTN, kind: "RSVP", soldOut: true, lowestPrices: [] });
    expect(screen.getByText(en.claims.rsvp.signInFirst)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "RSVP" }));
    expect(screen.getByTestId("navigated")).toHaveTextContent("/rsvp/3");
  });

  it("opens a lottery's screen before its applications open and after they close", async () => {
    const early = render({ ...CLTN, kind: "APPLICATION", saleState: "UPCOMING" });
    await userEvent.click(screen.getByRole("button", { name: /^Applications open / }));
    expect(screen.getByTestId("navigated")).toHaveTextContent("/discover/event/apply/form/3");
    early.unmount();
    useAuthStore.getState().signIn({ id: 7, lang: "en" });
    render({ ...CLTN, kind: "APPLICATION", saleState: "ENDED" });
    await userEvent.click(screen.getByRole("button", { name: en.claims.apply.seeResult }));
    expect(screen.getByTestId("navigated")).toHaveTextContent("/discover/event/apply/form/3");
  });
});
