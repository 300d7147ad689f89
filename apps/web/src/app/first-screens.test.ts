import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getCltnDetail } from "../features/discover/api/get-cltn-detail.ts";
import { listCltnProducts } from "../features/discover/api/list-cltn-products.ts";
import { listDiscoverCltns } from "../features/discover/api/list-cltns.ts";
import { DETAIL_POSTER_WIDTH } from "../features/discover/components/DiscoverDetailView.tsx";
import { DEFAULT_DISCOVER_FILTER } from "../features/discover/utils/discover-params.ts";
import { listNfts } from "../features/wallet/api/list-nfts.ts";
import { getWalletHighlights } from "../features/wallet/api/wallet-highlights.ts";
import { CARD_IMAGE_WIDTH } from "../features/wallet/components/NftCard.tsx";
import { NEXT_UP_WIDTH } from "../features/wallet/components/WalletHighlights.tsx";
import { DEFAULT_LIST_FILTER } from "../features/wallet/stores/list-filter.ts";
import { getNft } from "../lib/queries/nfts.ts";
import { DEFAULT_LABEL } from "../stores/label.ts";
import * as plan from "./first-screens.ts";
import { FIRST_LOAD_DEFAULT_LABEL, FIRST_SCREENS } from "./first-screens.ts";
import { APP_ROUTES } from "./routes.ts";

describe("first screens", () => {
  it("are routes, loading the screen their route loads, with the route's flags", () => {
    for (const first of FIRST_SCREENS) {
      const route = APP_ROUTES.find((r) => r.path === first.path);
      expect(route, first.path).toBeDefined();
      expect(route?.screen.toString(), first.path).toContain(first.screen);
      expect(first.shellOnly === true, first.path).toBe(route?.meta.noQueries === true);
      expect(first.shellOnly === true, first.path).toBe(route?.meta.coreStrings === true);
      expect(first.signedIn === true, first.path).toBe(route?.meta.unAuth !== true);
    }
    expect(FIRST_LOAD_DEFAULT_LABEL).toBe(DEFAULT_LABEL);
  });

  it("preload the largest image at the width its screen shows it", () => {
    expect([plan.DETAIL_POSTER_WIDTH, plan.NEXT_UP_WIDTH, plan.CARD_IMAGE_WIDTH]).toEqual([
      DETAIL_POSTER_WIDTH,
      NEXT_UP_WIDTH,
      CARD_IMAGE_WIDTH,
    ]);
  });

  describe("ask the API exactly what their screens ask first", () => {
    const asked: string[] = [];
    beforeEach(() => {
      vi.stubGlobal("window", { location: { origin: "http://app.test" } });
      vi.stubGlobal(
        "fetch",
        vi.fn(async (url: URL) => {
          asked.push(`${url.pathname}${url.search}`.replace(/^\/api\/v1/, ""));
          return new Response("{}", { status: 200, headers: { "content-type": "application/json" } });
        }),
      );
    });
    afterEach(() => {
      asked.length = 0;
      vi.unstubAllGlobals();
    });
    const requestsOf = (path: string) => FIRST_SCREENS.find((s) => s.path === path)?.requests ?? [];
    // The stub's empty answers fail the contract check; only the URL asked matters here.
    const ask = (call: Promise<unknown>) => call.catch(() => undefined);
    const filled = (path: string, id: number) =>
      requestsOf(path).map((r) =>
        r.replace(":id", String(id)).replace("{lang}", "en").replace("{label}", DEFAULT_LABEL),
      );

    it("the catalogue's first page", async () => {
      await ask(listDiscoverCltns(DEFAULT_DISCOVER_FILTER, undefined));
      expect(asked).toEqual(filled("/discover", 0));
      expect(requestsOf("/event")).toEqual(requestsOf("/discover"));
    });

    it("an event's detail and its products", async () => {
      await ask(getCltnDetail(44, "en"));
      await ask(listCltnProducts(44));
      expect(asked).toEqual(filled("/event/detail/:id", 44));
      expect(requestsOf("/discover/detail/:id")).toEqual(requestsOf("/event/detail/:id"));
    });

    it("the wallet's first page and a card", async () => {
      await ask(getWalletHighlights());
      await ask(listNfts(DEFAULT_LIST_FILTER, undefined));
      await ask(getNft(19));
      expect(asked).toEqual([...filled("/", 0), ...filled("/nft/:id", 19)]);
    });
  });
});
