import { ZApiError } from "@admit/contract/api";
import {
  APPLY_IMAGE_MAX_BYTES,
  ZApplyAnswers,
  ZApplyCan,
  ZApplyFormat,
  ZApplyWriter,
  ZDraw,
} from "@admit/contract/claims";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { contentLanguage } from "../../lib/request-language.ts";
import { requireUser } from "../sessions/require-user.ts";
import { type ApplyInput, apply, canApply, getApplyFormat, getApplyWriter } from "./apply.ts";
import { getDraw } from "./lottery-draw.ts";

const ZCltnParams = z.object({ cltnId: z.coerce.number().int().min(1).max(2_147_483_647) });
const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError };
/** Images one application may carry at most, whatever its form says (the form says fewer). */
const MAX_FILES = 5;

/**
 * Reads the multipart application: `answers` (the questionnaire as JSON), files `images` (repeated)
 * and, on an edit, `keep` (repeated: images sent before that stay).
 */
async function readApplication(request: FastifyRequest): Promise<ApplyInput> {
  const input: ApplyInput = { answers: {}, images: [], keep: [] };
  if (!request.isMultipart())
    throw new AppError("VALIDATION", { field: "answers", data: { fields: { answers: "valid.required" } } });
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== "images") {
          await part.toBuffer().catch(() => undefined);
          continue;
        }
        const bytes = await part.toBuffer().catch(() => "tooLarge" as const);
        input.images.push(part.file.truncated ? "tooLarge" : bytes);
      } else if (part.fieldname === "answers") {
        const parsed = ZApplyAnswers.safeParse(JSON.parse(String(part.value)));
        if (!parsed.success) throw new SyntaxError("answers");
        input.answers = parsed.data;
      } else if (part.fieldname === "keep") input.keep.push(String(part.value));
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof SyntaxError)
      throw new AppError("VALIDATION", { field: "answers", data: { fields: { answers: "valid.required" } } });
    throw new AppError("IMAGE_INVALID", { field: "images", data: { reason: "count", max: MAX_FILES } });
  }
  return input;
}

/** Lottery (application) events (spec §7 the /discover/cltns/{cltnId}/apply calls) and their draw. */
export const applyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: APPLY_IMAGE_MAX_BYTES, files: MAX_FILES, fields: 40, parts: MAX_FILES + 40 },
  });
  app.get(
    "/cltns/:cltnId/apply/format",
    {
      schema: {
        tags: ["claims"],
        summary:
          "The lottery's form (its questionnaire and image rule), its dates and how many win (1003 when it is no lottery)",
        params: ZCltnParams,
        response: { 200: ZApplyFormat, ...errors },
      },
    },
    async (request) => getApplyFormat(app.db, request.params.cltnId, contentLanguage(request)),
  );
  app.get(
    "/cltns/:cltnId/apply/can",
    {
      schema: {
        tags: ["claims"],
        summary: "Whether this account may apply now (not open, closed, applied already)",
        params: ZCltnParams,
        response: { 200: ZApplyCan, ...errors },
      },
    },
    async (request) => canApply(app.db, request.params.cltnId, requireUser(request).id),
  );
  app.get(
    "/cltns/:cltnId/apply/writer",
    {
      schema: {
        tags: ["claims"],
        summary: "What this account sent, its entry in the draw and its result (3105 when it did not apply)",
        params: ZCltnParams,
        response: { 200: ZApplyWriter, ...errors },
      },
    },
    async (request) => getApplyWriter(app.db, request.params.cltnId, requireUser(request).id),
  );
  app.get(
    "/cltns/:cltnId/apply/draw",
    {
      schema: {
        tags: ["claims"],
        summary:
          "The draw as far as it is published: the seed's hash (before it opens), the closed list and its hash, then the seed and the winners (sha256-rank-v1)",
        params: ZCltnParams,
        response: { 200: ZDraw, ...errors },
      },
      config: { session: false },
    },
    async (request) => getDraw(app.db, request.params.cltnId),
  );
  for (const [method, mode] of [
    ["POST", "new"],
    ["PUT", "edit"],
  ] as const)
    app.route({
      method,
      url: "/cltns/:cltnId/apply",
      schema: {
        tags: ["claims"],
        summary:
          mode === "new"
            ? "Applies (multipart: `answers` as JSON, files `images`): 3101 outside the period, 2001 when applied already"
            : "Edits the application (multipart: `answers`, files `images`, `keep` for images that stay): 3105 when not applied",
        consumes: ["multipart/form-data"],
        params: ZCltnParams,
        response: { 200: ZApplyWriter, ...errors },
      },
      config: { rateLimit: { max: app.config.perMinute.changes, timeWindow: 60_000 } },
      handler: async (request) => {
        const user = requireUser(request);
        const input = await readApplication(request);
        return apply(app, user.id, request.params.cltnId, input, mode);
      },
    });
};
