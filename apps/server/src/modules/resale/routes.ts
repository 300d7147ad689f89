import { ZApiError, ZIdParams } from "@admit/contract/api";
import {
  ZListingDetail,
  ZPayoutAccount,
  ZPayoutAccountRequest,
  ZRegistInfoQuery,
  ZResaleBreakdown,
  ZResaleOffers,
  ZSalesOverview,
  ZSellRegistInfo,
  ZSellRequest,
} from "@admit/contract/resale";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contentLanguage } from "../../lib/request-language.ts";
import { requireUser } from "../sessions/require-user.ts";
import { listResales } from "./list-resales.ts";
import {
  cancelRegistration,
  editListingPrice,
  getSellRegist,
  listingDetail,
  registerListing,
  registInfo,
  withdrawListing,
} from "./manage-listing.ts";
import { getPayoutAccount, savePayoutAccount } from "./payout-account.ts";
import { salesOverview } from "./sales-overview.ts";

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError };
const tags = ["resale"];

/** The limit on calls that change a listing or the payout account. */
const changeLimit = (perMinute: number) => ({ rateLimit: { max: perMinute, timeWindow: 60_000 } });

/** A seller's sales and payouts (Profile → Sales) and the account payouts go to. */
const salesRoutes: FastifyPluginAsyncZod = async (app) => {
  const changes = changeLimit(app.config.perMinute.changes);
  app.get(
    "/sales",
    {
      schema: {
        tags,
        summary: "Profile → Sales: the seller's listings, payouts, and a host's royalties",
        response: { 200: ZSalesOverview, 401: ZApiError },
      },
    },
    async (request) => salesOverview(app, requireUser(request).id, contentLanguage(request)),
  );
  app.get(
    "/sales/account",
    {
      schema: {
        tags,
        summary:
          "The bank account payouts go to (its last digits), and whether the payout provider needs one",
        response: { 200: ZPayoutAccount, 401: ZApiError },
      },
    },
    async (request) => getPayoutAccount(app, requireUser(request).id),
  );
  app.put(
    "/sales/account",
    {
      schema: {
        tags,
        summary:
          "Registers the seller's bank account with the payout provider; the number is stored encrypted",
        body: ZPayoutAccountRequest,
        response: { 200: ZPayoutAccount, ...errors },
      },
      config: changes,
    },
    async (request) => savePayoutAccount(app, requireUser(request).id, request.body),
  );
};

/**
 * Listing a ticket for resale (spec §7 Tokens: sell/regist, regist/info): what the listing would be,
 * registering it, calling off a registration that failed.
 */
const listingRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const changes = changeLimit(app.config.perMinute.changes);
  app.get(
    "/:id/sell/regist",
    {
      schema: {
        tags,
        summary: "Whether and up to what price the token may be listed now",
        params: ZIdParams,
        response: { 200: ZSellRegistInfo, ...errors },
      },
    },
    async (request) => getSellRegist(app, requireUser(request).id, request.params.id),
  );
  app.get(
    "/:id/regist/info",
    {
      schema: {
        tags,
        summary: "What a price means for the buyer, the host (royalty), the platform (fee) and the seller",
        params: ZIdParams,
        querystring: ZRegistInfoQuery,
        response: { 200: ZResaleBreakdown, ...errors },
      },
    },
    async (request) => registInfo(app, requireUser(request).id, request.params.id, request.query.price),
  );
  app.post(
    "/:id/sell/regist",
    {
      schema: {
        tags,
        summary:
          "Lists the token at a price within its cap (SELL_REG, then SELLING once in escrow); retries a failed registration",
        params: ZIdParams,
        body: ZSellRequest,
        response: { 200: ZListingDetail, ...errors },
      },
      config: changes,
    },
    async (request) =>
      registerListing(
        app,
        requireUser(request).id,
        request.params.id,
        request.body.price,
        contentLanguage(request),
      ),
  );
  app.post(
    "/:id/sell/regist/cancel",
    {
      schema: {
        tags,
        summary: "Calls off a registration that failed: the ticket is usable again",
        params: ZIdParams,
        response: { 200: ZListingDetail, ...errors },
      },
    },
    async (request) =>
      cancelRegistration(app, requireUser(request).id, request.params.id, contentLanguage(request)),
  );
};

/** A listed ticket (spec §7 Tokens: sell, sell/detail, sell/cancel): its detail, a new price, taking it off sale. */
const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  const changes = changeLimit(app.config.perMinute.changes);
  for (const path of ["/:id/sell", "/:id/sell/detail"])
    app.get(
      path,
      {
        schema: {
          tags,
          summary: "The token's listing (its latest)",
          params: ZIdParams,
          response: { 200: ZListingDetail, ...errors },
        },
      },
      async (request) =>
        listingDetail(app, requireUser(request).id, request.params.id, contentLanguage(request)),
    );
  app.put(
    "/:id/sell",
    {
      schema: {
        tags,
        summary: "A new price for the listing (not while a buyer pays)",
        params: ZIdParams,
        body: ZSellRequest,
        response: { 200: ZListingDetail, ...errors },
      },
      config: changes,
    },
    async (request) =>
      editListingPrice(
        app,
        requireUser(request).id,
        request.params.id,
        request.body.price,
        contentLanguage(request),
      ),
  );
  app.post(
    "/:id/sell/cancel",
    {
      schema: {
        tags,
        summary: "Takes the listing off sale (not while a buyer pays): the ticket returns from escrow",
        params: ZIdParams,
        response: { 200: ZListingDetail, ...errors },
      },
    },
    async (request) =>
      withdrawListing(app, requireUser(request).id, request.params.id, contentLanguage(request)),
  );
};

/** `/nfts`: the seller's sales, listing a ticket and the listing itself. */
export const resaleRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(salesRoutes);
  await app.register(listingRegistrationRoutes);
  await app.register(listingRoutes);
};

/** GET /discover/cltns/{id}/resales: the collection's tickets on resale, cheapest first (public). */
export const resaleOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/cltns/:id/resales",
    {
      schema: {
        tags,
        summary: "Tickets of the collection on resale, cheapest first, with their seat",
        params: ZIdParams,
        response: { 200: ZResaleOffers, 400: ZApiError },
      },
    },
    async (request) => listResales(app, request.params.id, contentLanguage(request)),
  );
};
