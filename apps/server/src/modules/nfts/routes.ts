import { ZApiError, ZIdParams } from "@admit/contract/api";
import {
  ZNftDetail,
  ZNftHistory,
  ZNftList,
  ZNftListQuery,
  ZNftSeatMap,
  ZNftStatus,
  ZQrData,
  ZQtnrInfoRequest,
  ZQtnrTemplateResponse,
  ZWalletHighlights,
} from "@admit/contract/nfts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contentLanguage } from "../../lib/request-language.ts";
import { requireUser } from "../sessions/require-user.ts";
import { createQr } from "./create-qr.ts";
import { findOwnedNft } from "./find-owned-nft.ts";
import { getNft, getNftStatus } from "./get-nft.ts";
import { getNftHistory } from "./get-nft-history.ts";
import { listNfts } from "./list-nfts.ts";
import { getQtnrTemplate, submitQtnrInfo } from "./questionnaire.ts";
import { seatMapOf } from "./seat-map.ts";
import { walletHighlights } from "./wallet-highlights.ts";

/**
 * The wallet's tokens (spec §7 Tokens): the list, highlights, one token and its status. Someone
 * else's token answers 404 with 4505.
 */
const walletTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    {
      schema: {
        tags: ["nfts"],
        summary: "The user's tokens, filtered and paged by cursor",
        querystring: ZNftListQuery,
        response: { 200: ZNftList, 401: ZApiError },
      },
    },
    async (request) => listNfts(app.db, requireUser(request).id, request.query, contentLanguage(request)),
  );

  app.get(
    "/highlights",
    {
      schema: {
        tags: ["nfts"],
        summary: "What home pins above the list: the next event, and the cards that need their holder",
        response: { 200: ZWalletHighlights, 401: ZApiError },
      },
    },
    async (request) => walletHighlights(app.db, requireUser(request).id, contentLanguage(request)),
  );

  app.get(
    "/:id",
    {
      schema: {
        tags: ["nfts"],
        summary: "The card",
        params: ZIdParams,
        response: { 200: ZNftDetail, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request) => getNft(app, requireUser(request).id, request.params.id, contentLanguage(request)),
  );

  app.get(
    "/:id/status",
    {
      schema: {
        tags: ["nfts"],
        summary: "Status and uses, polled every second while the card is flipped",
        params: ZIdParams,
        response: { 200: ZNftStatus, 401: ZApiError, 404: ZApiError },
      },
      // One card polls once a second; leave room for a few open at once.
      config: { rateLimit: { max: app.config.perMinute.statusPolls, timeWindow: 60_000 } },
    },
    async (request) => getNftStatus(app.db, requireUser(request).id, request.params.id),
  );
};

/**
 * What a held ticket carries (spec §7 Tokens): its QR, attendee answers, seat and history; 404
 * with 4505 for someone else's.
 */
const nftTicketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/:id/qr",
    {
      schema: {
        tags: ["nfts"],
        summary: "A signed door code (dynamic: nonce and expiry); 3101 when the card's QR area is not live",
        params: ZIdParams,
        response: { 200: ZQrData, 400: ZApiError, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request) => createQr(app, requireUser(request).id, request.params.id),
  );

  app.get(
    "/:id/qtnr-template",
    {
      schema: {
        tags: ["nfts"],
        summary:
          "The attendee questionnaire of the token's collection (default: name and phone) and earlier answers",
        params: ZIdParams,
        response: { 200: ZQtnrTemplateResponse, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request) =>
      getQtnrTemplate(app.db, requireUser(request), request.params.id, contentLanguage(request)),
  );

  app.post(
    "/:id/qtnr-info",
    {
      schema: {
        tags: ["nfts"],
        summary:
          "Saves the attendee's answers (spec §5 rules, VALIDATION per item); a waiting ticket becomes usable",
        params: ZIdParams,
        body: ZQtnrInfoRequest,
        response: { 200: z.object({ ok: z.literal(true) }), 400: ZApiError, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request) => submitQtnrInfo(app.db, requireUser(request), request.params.id, request.body),
  );

  app.get(
    "/:id/seat",
    {
      schema: {
        tags: ["nfts"],
        summary: "The seat map with the token's seat (NOT_FOUND when it has none)",
        params: ZIdParams,
        response: { 200: ZNftSeatMap, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request) =>
      seatMapOf(
        app.db,
        await findOwnedNft(app.db, requireUser(request).id, request.params.id),
        contentLanguage(request),
      ),
  );

  app.get(
    "/:id/history",
    {
      schema: {
        tags: ["nfts"],
        summary: "Usage and ownership events of the token, newest first",
        params: ZIdParams,
        response: { 200: ZNftHistory, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request) => getNftHistory(app, requireUser(request).id, request.params.id),
  );
};

/** `/nfts`: the wallet's tokens and what each ticket carries. */
export const nftRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(walletTokenRoutes);
  await app.register(nftTicketRoutes);
};
