import { ZApiError } from "@admit/contract/api";
import { ZDevFaucetInfo, ZDevFaucetRequest, ZDevFaucetResponse } from "@admit/contract/dev";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { NetworkConfig } from "../../config.ts";
import { faucetInfo, sendTestXrp } from "./send-test-xrp.ts";

/**
 * The development faucet, under /api/dev (app.ts registers it only where `faucetNetwork` finds the
 * embedded XRPL EVM chain, never in production): the test wallet's chain, and test XRP for it.
 * Open to every client, unlike the mailbox: it hands out play money and reads nothing private.
 */
export const devFaucetRoutes: FastifyPluginAsyncZod<{ settings: NetworkConfig }> = async (app, options) => {
  const { settings } = options;
  app.get(
    "/faucet",
    {
      config: { session: false },
      schema: {
        tags: ["dev"],
        summary: "The embedded XRPL EVM chain the test wallet uses (development only)",
        response: { 200: ZDevFaucetInfo },
      },
    },
    async () => faucetInfo(settings),
  );
  app.post(
    "/faucet",
    {
      config: {
        session: false,
        rateLimit: { max: app.config.perMinute.faucet, timeWindow: 60_000 },
      },
      schema: {
        tags: ["dev"],
        summary: "Sends 100 test XRP on the embedded XRPL EVM chain to `address` (development only)",
        body: ZDevFaucetRequest,
        response: { 200: ZDevFaucetResponse, 400: ZApiError, 429: ZApiError },
      },
    },
    async (request) => sendTestXrp(app, settings, request.body.address),
  );
};
