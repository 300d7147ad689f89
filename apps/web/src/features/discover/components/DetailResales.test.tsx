import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en.json";
import { useAuthStore } from "../../../stores/auth.ts";
import { renderScreen } from "../../../test/render-screen.tsx";
import { CLTN, OFFERS } from "../../../test/resale-fixture.ts";
import { DetailResales } from "./DetailResales.tsx";

const render = (offers = OFFERS, cltn = CLTN) =>
  renderScreen(<DetailResales cltn={cltn} resalePath="/discover/resale" />, {
    path: "/discover/detail/3",
    pattern: "/discover/detail/:id",
    api: (call) => (call.path === "/discover/cltns/3/resales" ? { body: offers } : undefined),
  });

describe("DetailResales", () => {
  it("lists resale tickets cheapest first with their seat and price, and opens Buy", async () => {
    useAuthStore.setState({ user: { id: 7, lang: "en" } });
    render();
    const rows = await screen.findAllByTestId("resale-offer");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("Floor A · A5");
    expect(rows[0]).toHaveTextContent("₩120,000");
    // Someone is paying for the second one: no Buy, a badge.
    expect(within(rows[1] as HTMLElement).getByText(en.discover.resale.reserved)).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).queryByRole("button")).toBeNull();
    expect(screen.queryByText(en.discover.resale.signInFirst)).toBeNull();
    await userEvent.click(within(rows[0] as HTMLElement).getByRole("button", { name: /Buy/ }));
    expect(screen.getByTestId("navigated")).toHaveTextContent("/discover/resale/3/41");
  });

  it("tells a signed-out visitor that buying needs an account", async () => {
    useAuthStore.setState({ user: null });
    render();
    expect(await screen.findByText(en.discover.resale.signInFirst)).toBeInTheDocument();
  });

  it("says when nothing is on resale, and is not there for a collection without resale", async () => {
    const empty = render([]);
    expect(await screen.findByText(en.discover.resale.empty)).toBeInTheDocument();
    empty.unmount();
    const { calls } = render(OFFERS, { ...CLTN, sellYn: false });
    expect(screen.queryByTestId("resale-section")).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
