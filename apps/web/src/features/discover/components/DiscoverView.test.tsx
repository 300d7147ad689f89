import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en.json";
import { type ApiCall, renderScreen } from "../../../test/render-screen.tsx";
import DiscoverView from "./DiscoverView.tsx";

const OPTIONS = {
  cities: [
    { value: "Seoul", name: "Seoul" },
    { value: "Taipei", name: "Taipei" },
  ],
  categories: ["concert", "festival"],
};

const render = (path: string) =>
  renderScreen(<DiscoverView />, {
    path,
    pattern: "/discover",
    api: (call) => {
      if (call.path === "/discover/cltns/filters") return { body: OPTIONS };
      if (call.path === "/discover/cltns") return { body: { items: [], nextCursor: null } };
      return undefined;
    },
  });

const listCalls = (calls: ApiCall[]) => calls.filter((c) => c.path === "/discover/cltns");
const lastList = (calls: ApiCall[]) => Object.fromEntries(listCalls(calls).at(-1)?.query ?? []);
const searchOf = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe("DiscoverView filters", () => {
  it("reads its filters from the address and asks the list with them", async () => {
    const { calls } = render("/discover?date=THIS_WEEK&city=Seoul&category=concert&sort=SOONEST");
    await waitFor(() => expect(listCalls(calls)).toHaveLength(1));
    expect(lastList(calls)).toMatchObject({
      date: "THIS_WEEK",
      city: "Seoul",
      category: "concert",
      sort: "SOONEST",
    });
    expect(screen.getByRole("button", { name: "Filters (3)" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Remove filter: Seoul" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove filter: This week" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove filter: Concerts" })).toBeInTheDocument();
  });

  it("drops a value it does not know instead of asking for a list the server refuses", async () => {
    const { calls } = render("/discover?date=SOMEDAY&from=2026-13&sort=RANDOM");
    await waitFor(() => expect(listCalls(calls)).toHaveLength(1));
    expect(lastList(calls)).toMatchObject({ type: "all", sort: "NEWEST" });
    expect(Object.keys(lastList(calls))).not.toContain("date");
    expect(Object.keys(lastList(calls))).not.toContain("from");
  });

  it("writes the sheet's choices into the address, and a chip takes its filter away", async () => {
    const { calls, router } = render("/discover?type=TICKET");
    await userEvent.click(await screen.findByRole("button", { name: "Filters" }));
    await userEvent.click(await screen.findByRole("radio", { name: en.discover.filters.THIS_MONTH }));
    await userEvent.click(await screen.findByRole("radio", { name: "Taipei" }));
    await userEvent.click(screen.getByRole("radio", { name: en.discover.category.festival }));
    await userEvent.click(screen.getByRole("button", { name: en.discover.filters.apply }));
    await waitFor(() =>
      expect(searchOf(router)).toEqual({
        type: "TICKET",
        date: "THIS_MONTH",
        city: "Taipei",
        category: "festival",
      }),
    );
    await waitFor(() => expect(lastList(calls)).toMatchObject({ date: "THIS_MONTH", city: "Taipei" }));

    await userEvent.click(await screen.findByRole("button", { name: "Remove filter: Taipei" }));
    await waitFor(() =>
      expect(searchOf(router)).toEqual({ type: "TICKET", date: "THIS_MONTH", category: "festival" }),
    );
  });

  it("picks dates as a range in the address", async () => {
    const { router } = render("/discover");
    await userEvent.click(await screen.findByRole("button", { name: "Filters" }));
    await userEvent.click(screen.getByRole("radio", { name: en.discover.filters.pick }));
    await userEvent.type(screen.getByLabelText(en.discover.filters.from), "2026-12-01");
    await userEvent.type(screen.getByLabelText(en.discover.filters.to), "2026-12-05");
    await userEvent.click(screen.getByRole("button", { name: en.discover.filters.apply }));
    await waitFor(() => expect(searchOf(router)).toEqual({ from: "2026-12-01", to: "2026-12-05" }));
    expect(await screen.findByRole("button", { name: "Remove filter: 1 Dec – 5 Dec" })).toBeInTheDocument();
  });

  it("when nothing matches, says so and clears the filters, keeping the order", async () => {
    const { router } = render("/discover?category=concert&sort=OLDEST");
    expect(await screen.findByText(en.discover.empty.noMatchTitle)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: en.discover.empty.clearFilters }));
    await waitFor(() => expect(searchOf(router)).toEqual({ sort: "OLDEST" }));
  });
});
