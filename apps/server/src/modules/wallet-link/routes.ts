import { ZApiError } from "@admit/contract/api";
import {
  ZLinkedWallet,
  ZWalletChallenge,
  ZWalletChallengeRequest,
  ZWalletLinkRequest,
  ZWalletLinkState,
} from "@admit/contract/wallet-link";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../sessions/require-user.ts";
import { createWalletChallenge } from "./create-challenge.ts";
import { getWalletLink } from "./get-wallet-link.ts";
import { linkWallet } from "./link-wallet.ts";
import { unlinkWallet } from "./unlink-wallet.ts";

/**
 * The external wallet that pays (issue 15), under /users: a challenge to sign (Sign-In with
 * Ethereum), the signed challenge that links the wallet, the link, and unlinking.
 */
export const walletLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const CHANGES = { rateLimit: { max: app.config.perMinute.changes, timeWindow: 60_000 } };
  app.post(
    "/wallet-link/challenge",
    {
      config: CHANGES,
      schema: {
        tags: ["wallet link"],
        summary:
          "A Sign-In with Ethereum message for the wallet of `address` to sign, valid 10 minutes; WALLET_ALREADY_LINKED when the account has one",
        body: ZWalletChallengeRequest,
        response: { 200: ZWalletChallenge, 400: ZApiError, 401: ZApiError, 409: ZApiError },
      },
    },
    async (request) => createWalletChallenge(app, requireUser(request).id, request.body.address),
  );
  app.post(
    "/wallet-link",
    {
      config: CHANGES,
      schema: {
        tags: ["wallet link"],
        summary:
          "Links the wallet that signed the challenge's message: WALLET_MESSAGE_INVALID, WALLET_SIGNATURE_INVALID, WALLET_CHALLENGE_EXPIRED (410), WALLET_ALREADY_LINKED or WALLET_LINKED_ELSEWHERE (409)",
        body: ZWalletLinkRequest,
        response: { 200: ZLinkedWallet, 400: ZApiError, 401: ZApiError, 409: ZApiError, 410: ZApiError },
      },
    },
    async (request) => linkWallet(app, requireUser(request).id, request.body),
  );
  app.get(
    "/wallet-link",
    {
      schema: {
        tags: ["wallet link"],
        summary: "The account's linked wallet, or null",
        response: { 200: ZWalletLinkState, 401: ZApiError },
      },
    },
    async (request) => getWalletLink(app.db, requireUser(request).id),
  );
  app.delete(
    "/wallet-link",
    {
      schema: {
        tags: ["wallet link"],
        summary: "Unlinks the account's wallet (also when there was none); answers the state after",
        response: { 200: ZWalletLinkState, 401: ZApiError },
      },
    },
    async (request) => unlinkWallet(app.db, requireUser(request).id),
  );
};
