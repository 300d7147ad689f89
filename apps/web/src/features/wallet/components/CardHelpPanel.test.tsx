import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en.json";
import { renderScreen } from "../../../test/render-screen.tsx";
import { CardHelpPanel } from "./CardHelpPanel.tsx";

describe("CardHelpPanel", () => {
  it("a card that needs attendee details says so and opens the questionnaire", async () => {
    renderScreen(<CardHelpPanel nft={{ id: 7, status: "QTNR_REQUIRED", cltnKind: "TICKET" }} />, {
      path: "/nft/7",
    });
    expect(screen.getByRole("heading", { name: en.wallet.help.qtnrTitle })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: en.wallet.help.qtnrAction }));
    expect(screen.getByTestId("navigated")).toHaveTextContent("/nft/qtnr/7");
  });

  it("a failed ticket explains itself and points to the orders; a lottery's and an active card's stay quiet", async () => {
    const { unmount } = renderScreen(<CardHelpPanel nft={{ id: 7, status: "FAIL", cltnKind: "TICKET" }} />, {
      path: "/nft/7",
    });
    expect(screen.getByRole("heading", { name: en.wallet.help.failTitle })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: en.wallet.help.failAction }));
    expect(screen.getByTestId("navigated")).toHaveTextContent("/profile/orders");
    unmount();
    for (const nft of [
      { id: 7, status: "FAIL" as const, cltnKind: "APPLICATION" as const },
      { id: 7, status: "ACTIVE" as const, cltnKind: "TICKET" as const },
    ]) {
      const view = renderScreen(<CardHelpPanel nft={nft} />, { path: "/nft/7" });
      expect(screen.queryByRole("heading")).toBeNull();
      view.unmount();
    }
  });
});
