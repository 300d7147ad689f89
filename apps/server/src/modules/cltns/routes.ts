import { ZApiError, ZIdParams } from "@admit/contract/api";
import { ZCltnInfo, ZMyCltnQuery, ZMyCltns, ZNftList, ZNftListQuery } from "@admit/contract/nfts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contentLanguage } from "../../lib/request-language.ts";
import { listNfts } from "../nfts/list-nfts.ts";
import { requireUser } from "../sessions/require-user.ts";
import { getCltnInfo, listMyCltns } from "./my-cltns.ts";

/** Collections: the wallet's 'my event' view and a collection's information (spec §7). */
export const cltnRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    {
      schema: {
        tags: ["cltns"],
        summary: "The collections the user holds tokens of, with counts",
        querystring: ZMyCltnQuery,
        response: { 200: ZMyCltns, 401: ZApiError },
      },
    },
    async (request) => listMyCltns(app.db, requireUser(request).id, request.query, contentLanguage(request)),
  );

  app.get(
    "/:id",
    {
      schema: {
        tags: ["cltns"],
        summary: "A collection's information (1003 when there is none)",
        params: ZIdParams,
        response: { 200: ZCltnInfo, 400: ZApiError },
      },
    },
    async (request) => getCltnInfo(app.db, request.params.id, contentLanguage(request)),
  );

  app.get(
    "/:id/nfts",
    {
      schema: {
        tags: ["cltns"],
        summary: "The user's tokens of one collection, paged like GET /nfts",
        params: ZIdParams,
        querystring: ZNftListQuery,
        response: { 200: ZNftList, 401: ZApiError },
      },
    },
    async (request) =>
      listNfts(app.db, requireUser(request).id, request.query, contentLanguage(request), {
        cltnId: request.params.id,
      }),
  );
};
