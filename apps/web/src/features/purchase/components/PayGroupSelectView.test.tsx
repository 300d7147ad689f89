import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en.json";
import { renderScreen } from "../../../test/render-screen.tsx";
import { useOrderStore } from "../stores/order-store.ts";
import { CONCERT, STANDING, storeOrder } from "../testing/order-fixture.ts";
import { STAGE_PATH } from "../utils/wizard-flow.ts";
import PayGroupSelectView from "./PayGroupSelectView.tsx";

describe("PayGroupSelectView", () => {
  it("offers the date's groups with fresh stock, says why one cannot be bought, and goes on with the one chosen", async () => {
    const floor = { ...STANDING, id: 10, name: "Floor", maxCnt: 0, buyCnt: 4 };
    const stopped = { ...STANDING, id: 11, name: "Balcony", status: "STOP" as const };
    storeOrder();
    const { ticket } = useOrderStore.getState();
    useOrderStore.setState({ ticket: { ...ticket, groupList: [STANDING, floor, stopped], groupId: null } });
    renderScreen(<PayGroupSelectView />, {
      path: STAGE_PATH.group,
      api: (call) =>
        call.path === `/discover/cltns/${CONCERT.id}/nft_groups`
          ? { body: { items: [{ ...STANDING, mintableCnt: 3, maxCnt: 3 }, floor, stopped] } }
          : undefined,
    });
    const options = await screen.findAllByTestId("group-option");
    expect(options).toHaveLength(3);
    // What is left comes from the fresh answer, not from when the date was chosen.
    await waitFor(() => expect(options[0]).toHaveTextContent("3 left"));
    expect(options[1]).toBeDisabled();
    expect(options[1]).toHaveTextContent(en.pay.group.limitReached);
    expect(options[2]).toBeDisabled();
    expect(options[2]).toHaveTextContent(en.pay.group.stopped);

    await userEvent.click(options[0] as HTMLElement);
    await waitFor(() => expect(screen.getByTestId("navigated")).toHaveTextContent(STAGE_PATH.price));
    expect(useOrderStore.getState().ticket.groupId).toBe(STANDING.id);
  });
});
