import { ZApiError, ZRowId } from "@admit/contract/api";
import { ZCouponOffers } from "@admit/contract/coupons";
import {
  ZDiscoverBrand,
  ZDiscoverCltnDetail,
  ZDiscoverCltnDetailQuery,
  ZDiscoverCltnList,
  ZDiscoverCltnQuery,
  ZDiscoverCltnTime,
  ZDiscoverFilterOptions,
  ZDiscoverFilterOptionsQuery,
  ZDiscoverGroupPriceQuery,
  ZDiscoverGroupPrices,
  ZDiscoverHistoryQuery,
  ZDiscoverNft,
  ZDiscoverNftGroupList,
  ZDiscoverNftHistories,
  ZDiscoverProductList,
  ZDiscoverSearchQuery,
} from "@admit/contract/discover";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contentLanguage, requestLanguage } from "../../lib/request-language.ts";
import { getBrand } from "./get-brand.ts";
import { getCltnDetail } from "./get-cltn-detail.ts";
import { getCltnTime } from "./get-cltn-time.ts";
import { getGroupPrices } from "./get-group-prices.ts";
import { getDiscoverNft } from "./get-nft-group.ts";
import { getNftGroupHistories } from "./get-nft-group-histories.ts";
import { listBrandCltns } from "./list-brand-cltns.ts";
import { listCltnProducts } from "./list-cltn-products.ts";
import { listDiscoverCltns } from "./list-cltns.ts";
import { listFilterOptions } from "./list-filter-options.ts";
import { listGroupCoupons } from "./list-group-coupons.ts";
import { listNftGroups } from "./list-nft-groups.ts";
import { searchDiscoverCltns } from "./search-cltns.ts";

const ZId = z.object({ id: ZRowId });
const ZCltnTimeId = z.object({ cltnTimeId: ZRowId });
const tags = ["discover"];
const errors = { 400: ZApiError, 404: ZApiError };

/** The public catalogue (spec §7 Discover and purchase): no login; a session adds the user's buyCnt. */
export const discoverRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/cltns",
    {
      schema: {
        tags,
        summary:
          "Collections on sale or upcoming, filtered by type, dates (in each event's time zone), city and category; NEWEST, OLDEST or SOONEST; paged by cursor",
        querystring: ZDiscoverCltnQuery,
        response: { 200: ZDiscoverCltnList, 400: ZApiError },
      },
    },
    async (request) => listDiscoverCltns(app.db, request.query, contentLanguage(request)),
  );

  app.get(
    "/cltns/search",
    {
      schema: {
        tags,
        summary:
          "Discover list filtered by a keyword in the collection's, brand's or place's name in any language, or the category; name matches first",
        querystring: ZDiscoverSearchQuery,
        response: { 200: ZDiscoverCltnList, 400: ZApiError },
      },
    },
    async (request) => searchDiscoverCltns(app.db, request.query, contentLanguage(request)),
  );

  app.get(
    "/cltns/filters",
    {
      schema: {
        tags,
        summary: "The cities and categories the discover list's filters offer now",
        querystring: ZDiscoverFilterOptionsQuery,
        response: { 200: ZDiscoverFilterOptions, 400: ZApiError },
      },
    },
    async (request) => listFilterOptions(app.db, request.query, contentLanguage(request)),
  );

  app.get(
    "/cltns/:id",
    {
      schema: {
        tags,
        summary: "A collection's detail page, its text in `lang` when the host gave one",
        params: ZId,
        querystring: ZDiscoverCltnDetailQuery,
        response: { 200: ZDiscoverCltnDetail, ...errors },
      },
    },
    async (request) =>
      getCltnDetail(app.db, request.params.id, request.query.lang ?? requestLanguage(request)),
  );

  app.get(
    "/cltns/:id/nfts",
    {
      schema: {
        tags,
        summary: "The products (nft groups) a collection's detail page lists, with prices and what is left",
        params: ZId,
        response: { 200: ZDiscoverProductList, ...errors },
      },
    },
    async (request) => listCltnProducts(app.db, request.params.id, contentLanguage(request)),
  );

  app.get(
    "/cltns/:id/nft_groups",
    {
      schema: {
        tags,
        summary: "The purchase flow's groups, with buyCnt and maxCnt for the signed-in user (0 without)",
        params: ZId,
        response: { 200: ZDiscoverNftGroupList, ...errors },
      },
    },
    async (request) => listNftGroups(app.db, request.params.id, request.user?.id, contentLanguage(request)),
  );

  app.get(
    "/nfts/:id",
    {
      schema: {
        tags,
        summary: "One product (an nft group by id) with its collection",
        params: ZId,
        response: { 200: ZDiscoverNft, ...errors },
      },
    },
    async (request) => getDiscoverNft(app.db, request.params.id, contentLanguage(request)),
  );

  app.get(
    "/nfts/:id/histories",
    {
      schema: {
        tags,
        summary: "Issuing and changes of hands of a product's tokens, newest first, without people",
        params: ZId,
        querystring: ZDiscoverHistoryQuery,
        response: { 200: ZDiscoverNftHistories, ...errors },
      },
    },
    async (request) => getNftGroupHistories(app.db, request.params.id, request.query),
  );

  app.get(
    "/nfts/:id/coupons",
    {
      schema: {
        tags,
        summary: "The coupon offers that go with a product's collection (not lapsed, not paused)",
        params: ZId,
        response: { 200: ZCouponOffers, ...errors },
      },
    },
    async (request) => listGroupCoupons(app.db, request.params.id, contentLanguage(request)),
  );

  app.get(
    "/cltn_times/:cltnTimeId",
    {
      schema: {
        tags,
        summary: "One date and time of a collection, with its time zone",
        params: ZCltnTimeId,
        response: { 200: ZDiscoverCltnTime, ...errors },
      },
    },
    async (request) => getCltnTime(app.db, request.params.cltnTimeId),
  );

  app.get(
    "/nft_groups/prices",
    {
      schema: {
        tags,
        summary: "A group's prices in one currency, and the tax and fee items that apply",
        querystring: ZDiscoverGroupPriceQuery,
        response: { 200: ZDiscoverGroupPrices, ...errors },
      },
    },
    async (request) => getGroupPrices(app.db, request.query, contentLanguage(request)),
  );

  app.get(
    "/brands/:id",
    {
      schema: {
        tags,
        summary: "A brand's profile",
        params: ZId,
        response: { 200: ZDiscoverBrand, ...errors },
      },
    },
    async (request) => getBrand(app.db, request.params.id, contentLanguage(request)),
  );

  app.get(
    "/brands/:id/cltns",
    {
      schema: {
        tags,
        summary: "A brand's collections, ended ones included, paged like the discover list",
        params: ZId,
        querystring: ZDiscoverCltnQuery,
        response: { 200: ZDiscoverCltnList, ...errors },
      },
    },
    async (request) => listBrandCltns(app.db, request.params.id, request.query, contentLanguage(request)),
  );
};
