import { API_BASE } from "@admit/contract/paths";
import { takeFirstLoadResponse } from "./first-load.ts";
import { currentLanguage } from "./i18n.ts";

/** An error answer of the API: `{ code, message, data?, field? }` with its HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly data?: Record<string, unknown>,
    readonly field?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/**
 * How a request reaches the API: the network in the browser; on the server, which renders the
 * first screens (entry-server.tsx), the API in the same process.
 */
export type ApiTransport = (url: URL, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

export function setApiTransport(next: ApiTransport) {
  transport = next;
}

type UnauthorizedHandler = () => void;
let handleUnauthorized: UnauthorizedHandler = () => {};

/** The app decides what a 401 does (spec §8: clear the session, go to StartView ?code=401). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler) {
  handleUnauthorized = handler;
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Throw on 401 without the global handling (the unconfirmed-notifications poll does this). */
  rethrow401?: boolean;
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  // No window on the server: the transport there ignores the origin.
  const url = new URL(`${API_BASE}${path}`, globalThis.location?.origin ?? "http://localhost");
  for (const [k, v] of Object.entries(options.query ?? {})) {
    if (v !== undefined) url.searchParams.set(k, String(v));
  }
  const headers: Record<string, string> = {
    accept: "application/json",
    "accept-language": currentLanguage(),
  };
  // A form (file upload) sets its own multipart content type.
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers["content-type"] = "application/json";
  let response: Response | undefined;
  // The page's first requests were sent by the inline script (lib/first-load.ts) before this ran.
  const plainGet = (options.method ?? "GET") === "GET" && options.body === undefined && !options.headers;
  const early = plainGet
    ? takeFirstLoadResponse(`${url.pathname.slice(API_BASE.length)}${url.search}`, currentLanguage())
    : undefined;
  if (early) response = await early.catch(() => undefined);
  try {
    response ??= await transport(url, {
      method: options.method ?? "GET",
      credentials: "same-origin",
      headers: { ...headers, ...options.headers },
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    throw new ApiError(0, "NETWORK", (err as Error).message);
  }
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    // Development and tests check the answer against the contract; production carries no schemas.
    if (import.meta.env.DEV)
      (await import("./api-answers.ts")).checkAnswer(options.method ?? "GET", path, body);
    return body as T;
  }
  const e = (body ?? {}) as {
    code?: string;
    message?: string;
    data?: Record<string, unknown>;
    field?: string;
  };
  const error = new ApiError(
    response.status,
    e.code ?? String(response.status),
    e.message ?? response.statusText,
    e.data,
    e.field,
  );
  if (response.status === 401 && !options.rethrow401) handleUnauthorized();
  throw error;
}
