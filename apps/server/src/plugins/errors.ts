import { ERRORS, type ErrorCode } from "@admit/contract/errors";
import { API_MESSAGES, interpolate } from "@admit/contract/messages/index";
import { VALID_KEYS, type ValidKey } from "@admit/contract/validation";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { PaymentError } from "../integrations/payments/payment-provider.ts";
import { AppError } from "../lib/app-error.ts";
import { requestLanguage } from "../lib/request-language.ts";

interface ZodIssueLike {
  code?: string;
  message?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  input?: unknown;
  origin?: string;
  format?: string;
}

/** Maps one zod issue to a `valid.*` key: an explicit `valid.x` message wins, else the issue kind. */
export function validKeyOf(issue: ZodIssueLike): ValidKey {
  const explicit = issue.message?.startsWith("valid.") ? issue.message.slice(6) : undefined;
  if (explicit && (VALID_KEYS as readonly string[]).includes(explicit)) return explicit as ValidKey;
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined || issue.input === null ? "required" : "invalid";
    case "too_small":
      if (issue.origin === "string") return Number(issue.minimum) <= 1 ? "required" : "minLength";
      if (issue.origin === "array") return "chooseMin";
      return "min";
    case "too_big":
      return issue.origin === "string" ? "maxLength" : "max";
    case "invalid_format":
      return issue.format === "email" ? "email" : "format";
    case "not_multiple_of":
      return "integer";
    default:
      return "invalid";
  }
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  options: {
    message?: string;
    data?: Record<string, unknown>;
    field?: string;
    values?: Record<string, unknown>;
  } = {},
) {
  const retryAfter = options.data?.retryAfterSeconds;
  if (typeof retryAfter === "number") reply.header("retry-after", String(retryAfter));
  const messages = API_MESSAGES[requestLanguage(request)];
  const message =
    options.message ??
    interpolate(messages.error[ERRORS[code].key], {
      ...options.data,
      ...options.values,
    });
  return reply.status(ERRORS[code].status).send({
    code,
    message,
    ...(options.data ? { data: options.data } : {}),
    ...(options.field ? { field: options.field } : {}),
  });
}

/** PostgreSQL's "character not in repertoire" (22021) and "untranslatable character" (22P05), wrapped or not. */
function isEncodingError(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === "22021" || code === "22P05") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Errors Fastify meets before routing (a URL escape that decodes to nothing, a path parameter
 * over its length): our `{ code, message }` body, never the URL echoed back.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return sendError(request, reply, "BAD_REQUEST", { data: { reason: error.code } });
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers too large, broken
 * framing): answered, when the socket still can be, with the same `{ code, message }` body.
 */
export function handleClientError(error: NodeJS.ErrnoException, socket: import("node:stream").Duplex) {
  if (!socket.writable) return socket.destroy();
  const tooLarge = error.code === "HPE_HEADER_OVERFLOW";
  const timeout = error.code === "ERR_HTTP_REQUEST_TIMEOUT";
  const [status, text, code, message] = tooLarge
    ? [431, "Request Header Fields Too Large", "BAD_REQUEST", "The request's headers are too large."]
    : timeout
      ? [408, "Request Timeout", "BAD_REQUEST", "The request took too long to arrive."]
      : [400, "Bad Request", "BAD_REQUEST", "The request could not be read."];
  const body = JSON.stringify({ code, message, data: { reason: error.code ?? "CLIENT_ERROR" } });
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** One error handler: catalogue codes, validation, malformed bodies, and hidden 5xx internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(request, reply, error.code, {
        message: error.hasOwnMessage ? error.message : undefined,
        data: error.data,
        field: error.field,
      });
    }
    // A payment refusal the use case did not handle: 5501 (spec §8), or 503 when the provider is down.
    if (error instanceof PaymentError) {
      request.log.warn({ payment: error.code, providerCode: error.providerCode }, "payment refused");
      return error.code === "PROVIDER_UNAVAILABLE"
        ? sendError(request, reply, "UNAVAILABLE")
        : sendError(request, reply, "5501", { data: { reason: error.code } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const v of error.validation) {
        const issue: ZodIssueLike = { ...(v.params as ZodIssueLike), code: v.keyword, message: v.message };
        const field = v.instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";
        fields[field] ??= `valid.${validKeyOf(issue)}`;
      }
      const first = Object.keys(fields)[0];
      return sendError(request, reply, "VALIDATION", { data: { fields }, field: first });
    }
    // A value PostgreSQL cannot store as text (NUL, broken UTF-8) that slipped past the input
    // guard: the caller's mistake, not ours.
    if (isEncodingError(error)) return sendError(request, reply, "VALIDATION");
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, "response did not match its schema");
      return sendError(request, reply, "INTERNAL");
    }
    switch (error.code) {
      case "FST_ERR_CTP_INVALID_JSON_BODY":
      case "FST_ERR_CTP_EMPTY_JSON_BODY":
      case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
        return sendError(request, reply, "BAD_REQUEST");
      case "FST_ERR_CTP_BODY_TOO_LARGE":
        return sendError(request, reply, "PAYLOAD_TOO_LARGE");
      case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
        return sendError(request, reply, "BAD_REQUEST", {
          data: { contentType: request.headers["content-type"] },
        });
    }
    if (error.statusCode === 429) {
      // The rate limiter said when to come back in its Retry-After header: the body says it too.
      const retryAfterSeconds = Math.max(1, Number(reply.getHeader("retry-after")) || 60);
      return sendError(request, reply, "RATE_LIMITED", { data: { retryAfterSeconds } });
    }
    if (
      error instanceof SyntaxError ||
      (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    ) {
      return sendError(request, reply, error.statusCode === 413 ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST");
    }
    request.log.error({ err: error }, "unhandled error");
    return sendError(request, reply, "INTERNAL");
  });
});
