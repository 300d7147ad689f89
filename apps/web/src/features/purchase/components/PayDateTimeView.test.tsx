import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en.json";
import { renderScreen } from "../../../test/render-screen.tsx";
import { EMPTY_ORDER, useOrderStore } from "../stores/order-store.ts";
import { CONCERT, STANDING } from "../testing/order-fixture.ts";
import { STAGE_PATH } from "../utils/wizard-flow.ts";
import PayDateTimeView from "./PayDateTimeView.tsx";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe("PayDateTimeView", () => {
  it("lists the dates on sale with their lowest price; a date chosen keeps its groups and goes on", async () => {
    useOrderStore.setState({ ...EMPTY_ORDER, cltn: CONCERT, crcy: "KRW" });
    const later = { ...STANDING, id: 8, cltnTimeId: 4, startAt: inDays(30) };
    const past = { ...STANDING, id: 9, cltnTimeId: 5, startAt: inDays(-2) };
    renderScreen(<PayDateTimeView />, {
      path: STAGE_PATH.date,
      api: (call) =>
        call.path === `/discover/cltns/${CONCERT.id}/nft_groups`
          ? { body: { items: [{ ...STANDING, startAt: inDays(10) }, later, past] } }
          : undefined,
    });
    const dates = await screen.findAllByRole("button", { pressed: false });
    // The date that has passed is not offered.
    expect(dates).toHaveLength(2);
    expect(dates[0]).toHaveTextContent(en.pay.date.from.replace("{{price}}", "₩40,000"));
    await userEvent.click(dates[1] as HTMLElement);
    await waitFor(() => expect(screen.getByTestId("navigated")).toHaveTextContent(STAGE_PATH.group));
    expect(useOrderStore.getState().ticket.date?.cltnTimeId).toBe(4);
    expect(useOrderStore.getState().ticket.groupList.map((g) => g.id)).toEqual([8]);
  });

  it("says when no date is on sale, with the way back to the event", async () => {
    useOrderStore.setState({ ...EMPTY_ORDER, cltn: CONCERT, crcy: "KRW" });
    renderScreen(<PayDateTimeView />, { path: STAGE_PATH.date, api: () => ({ body: { items: [] } }) });
    expect(await screen.findByText(en.pay.date.noneTitle)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: en.pay.backToEvent }));
    expect(screen.getByTestId("navigated")).toHaveTextContent(CONCERT.detailPath);
  });
});
