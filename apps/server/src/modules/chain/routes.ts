import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { contentLanguage } from "../../lib/request-language.ts";
import { addressPage, type ExplorerContext, tokenPage, txPage } from "./explorer-pages.ts";
import { tokenMetadata } from "./token-metadata.ts";

const ZHex = (length: number) => z.string().regex(new RegExp(`^0x[0-9a-fA-F]{${length}}$`));

/**
 * The chain's public pages, outside /api/v1: each token's ERC-721 metadata (`tokenURI`, on every
 * network; readable from any site, see app.ts), and on the embedded chain the local explorer the cards link to — a transaction, an
 * address (a collection's contract or a wallet) and a token.
 */
export const chainRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { cltnId: string; tokenId: string } }>(
    "/chain/meta/:cltnId/:tokenId",
    { schema: { hide: true }, config: { session: false } },
    async (request, reply) => {
      const cltnId = Number(request.params.cltnId);
      const tokenId = Number(request.params.tokenId);
      if (!Number.isSafeInteger(cltnId) || !Number.isSafeInteger(tokenId) || cltnId < 1 || tokenId < 1)
        return reply.status(404).send({ message: "no such token" });
      const metadata = await tokenMetadata(app, cltnId, tokenId);
      return reply.header("cache-control", "public, max-age=300").send(metadata);
    },
  );

  for (const settings of app.config.networks) {
    const chain = app.chains.embedded(settings.network);
    if (!chain) continue;
    const ctx: ExplorerContext = {
      db: app.db,
      chain,
      network: settings.network,
      base: `/chain/${settings.slug}`,
      currency: settings.currency,
      operator: app.chains.signer(settings.network).address.toLowerCase(),
    };
    const html = (body: string | undefined, reply: import("fastify").FastifyReply) =>
      body === undefined
        ? reply
            .status(404)
            .type("text/html; charset=utf-8")
            .send("<!doctype html><title>Not found</title><p>Not on this chain.</p>")
        : reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(body);
    app.get<{ Params: { hash: string } }>(
      `${ctx.base}/tx/:hash`,
      { schema: { hide: true }, config: { session: false } },
      async (request, reply) =>
        html(
          ZHex(64).safeParse(request.params.hash).success
            ? await txPage({ ...ctx, lang: contentLanguage(request) }, request.params.hash)
            : undefined,
          reply,
        ),
    );
    app.get<{ Params: { address: string } }>(
      `${ctx.base}/address/:address`,
      { schema: { hide: true }, config: { session: false } },
      async (request, reply) =>
        html(
          ZHex(40).safeParse(request.params.address).success
            ? await addressPage({ ...ctx, lang: contentLanguage(request) }, request.params.address)
            : undefined,
          reply,
        ),
    );
    app.get<{ Params: { contract: string; id: string } }>(
      `${ctx.base}/token/:contract/:id`,
      { schema: { hide: true }, config: { session: false } },
      async (request, reply) =>
        html(
          ZHex(40).safeParse(request.params.contract).success
            ? await tokenPage(
                { ...ctx, lang: contentLanguage(request) },
                request.params.contract,
                request.params.id,
              )
            : undefined,
          reply,
        ),
    );
  }
};
