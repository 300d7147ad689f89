import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en.json";
import { ME } from "../../../test/me-fixture.ts";
import { renderScreen } from "../../../test/render-screen.tsx";
import { CLTN } from "../../../test/resale-fixture.ts";
import PayEntryView from "./PayEntryView.tsx";

const ADULT_EVENT = { ...CLTN, isAdult: true, isSeated: false };

describe("PayEntryView", () => {
  it("stops a buyer verified under 19 at the first step, says why, and offers the way back", async () => {
    renderScreen(<PayEntryView />, {
      path: `/discover/pay/${CLTN.id}`,
      pattern: "/discover/pay/:id",
      api: (call) => {
        if (call.path === `/discover/cltns/${CLTN.id}`) return { body: ADULT_EVENT };
        if (call.path === "/users/me") return { body: ME };
        if (call.path === `/discover/cltns/${CLTN.id}/nft_groups`)
          return {
            status: 403,
            body: { code: "UNDER_AGE", message: "This event is for 19 and over.", data: { age: 19 } },
          };
        return undefined;
      },
    });
    expect(await screen.findByRole("heading", { name: "This event is for 19 and over" })).toBeInTheDocument();
    expect(screen.queryByText(/verify your identity/i)).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: en.pay.backToEvent }));
    expect(screen.getByTestId("navigated")).toHaveTextContent(`/discover/detail/${CLTN.id}`);
  });

  it("offers other events to browse instead", async () => {
    renderScreen(<PayEntryView />, {
      path: `/event/pay/${CLTN.id}`,
      pattern: "/event/pay/:id",
      api: (call) => {
        if (call.path === `/discover/cltns/${CLTN.id}`) return { body: ADULT_EVENT };
        if (call.path === "/users/me") return { body: ME };
        if (call.path === `/discover/cltns/${CLTN.id}/nft_groups`)
          return { status: 403, body: { code: "UNDER_AGE", message: "", data: { age: 19 } } };
        return undefined;
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: en.pay.entry.browse }));
    expect(screen.getByTestId("navigated")).toHaveTextContent("/discover");
  });
});
