import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { vi } from "vitest";

/** A call the screen made: method, path (without /api/v1), query and body. */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** A multipart body (a file upload), as the screen built it. */
  form?: FormData;
  headers: Headers;
}

/** Answers one call: a JSON body with a status (200 by default), or an API error. */
export type ApiAnswer = { status?: number; body?: unknown };
export type ApiHandler = (call: ApiCall) => ApiAnswer | undefined;

/** Where the screen navigated to: rendered by the catch-all route. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="navigated">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders one screen at `path` as the router would (its route `pattern`), with a fresh query
 * cache and `fetch` answered by `api` (an unanswered call fails the test with its path). Answers
 * the calls made, in order; navigation away shows as `getByTestId("navigated")`.
 */
export function renderScreen(
  screen: ReactElement,
  { path, pattern = path, api = () => undefined }: { path: string; pattern?: string; api?: ApiHandler },
) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), "http://localhost");
      const call: ApiCall = {
        method: (init.method ?? "GET").toUpperCase(),
        path: url.pathname.replace(/^\/api\/v1/, ""),
        query: url.searchParams,
        body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
        form: init.body instanceof FormData ? init.body : undefined,
        headers: new Headers(init.headers),
      };
      calls.push(call);
      const answer = api(call);
      if (!answer) throw new Error(`No answer for ${call.method} ${call.path}`);
      const status = answer.status ?? 200;
      return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), {
        status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: pattern, element: screen },
      { path: "*", element: <Elsewhere /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, calls, client, router };
}
