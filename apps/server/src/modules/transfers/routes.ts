import { ZApiError, ZIdParams } from "@admit/contract/api";
import {
  ZReceiveCodeParams,
  ZReceivePreview,
  ZReceiveRequest,
  ZReceiveResponse,
  ZSendInfo,
  ZSendRequest,
  ZSendState,
} from "@admit/contract/transfers";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contentLanguage } from "../../lib/request-language.ts";
import { requireUser } from "../sessions/require-user.ts";
import { cancelSend, getSendState, resendSend } from "./manage-send.ts";
import { previewReceive, receiveNft } from "./receive-nft.ts";
import { sendNft } from "./send-nft.ts";

const errors = {
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  409: ZApiError,
  410: ZApiError,
};

/** Sending a token (spec §7 Tokens: send, send/cancel, resend). */
const sendRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/:id/send",
    {
      schema: {
        tags: ["transfers"],
        summary: "The send under way, and whether the token may be sent now",
        params: ZIdParams,
        response: { 200: ZSendState, ...errors },
      },
    },
    async (request) => getSendState(app, requireUser(request).id, request.params.id),
  );

  app.post(
    "/:id/send",
    {
      schema: {
        tags: ["transfers"],
        summary:
          "Sends the token to an e-mail (a member at once, anyone else by a claim link) or, with no body, to whoever is shown its code",
        params: ZIdParams,
        body: ZSendRequest,
        response: { 200: ZSendInfo, 429: ZApiError, ...errors },
      },
      // No body at all asks for a code, as `{}` does.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => sendNft(app, requireUser(request).id, request.params.id, request.body),
  );

  app.put(
    "/:id/send/cancel",
    {
      schema: {
        tags: ["transfers"],
        summary: "Calls off a send nobody claimed yet, or one whose move failed",
        params: ZIdParams,
        response: { 200: ZSendInfo, ...errors },
      },
    },
    async (request) => cancelSend(app, requireUser(request).id, request.params.id),
  );

  app.post(
    "/:id/resend",
    {
      schema: {
        tags: ["transfers"],
        summary: "Retries a failed send, or mails the claim link again",
        params: ZIdParams,
        response: { 200: ZSendInfo, ...errors },
      },
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request) => resendSend(app, requireUser(request).id, request.params.id),
  );
};

/** Receiving a sent token by its code (spec §7 Tokens: receive). */
const receiveRoutes: FastifyPluginAsyncZod = async (app) => {
  // Guessing codes is slow: a person types a few, a script is stopped.
  const CODE_TRIES = { rateLimit: { max: app.config.perMinute.receiveCodes, timeWindow: 60_000 } };
  app.get(
    "/receive/:code",
    {
      schema: {
        tags: ["transfers"],
        summary: "What a receive code gives and whether the signed-in person may accept it",
        params: ZReceiveCodeParams,
        response: { 200: ZReceivePreview, ...errors },
      },
      config: CODE_TRIES,
    },
    async (request) =>
      previewReceive(app, requireUser(request).id, request.params.code, contentLanguage(request)),
  );

  app.post(
    "/receive",
    {
      schema: {
        tags: ["transfers"],
        summary: "Receives a token by its code (1000 when missing)",
        body: ZReceiveRequest,
        response: { 200: ZReceiveResponse, ...errors },
      },
      config: CODE_TRIES,
    },
    async (request) => receiveNft(app, requireUser(request).id, request.body.code),
  );
};

/** `/nfts`: sending and receiving tokens (spec §7 Tokens: send, cancel, resend, receive). */
export const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sendRoutes);
  await app.register(receiveRoutes);
};
