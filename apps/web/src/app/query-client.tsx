import { type DehydratedState, hydrate, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ApiError } from "../lib/api-client.ts";
import { onLanguageChange } from "../lib/i18n.ts";

/**
 * Server state of the screens. It lives in its own chunk and wraps each lazy screen (see
 * router.tsx), so the start view does not download the query library; the frame (layouts,
 * headers, tab bar) therefore does not use queries.
 */
function newQueryClient(onServer: boolean) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors will not change by asking again; network and server errors may. The
        // server's render asks once: a failure there leaves the screen to the browser.
        retry: (count, error) =>
          !onServer && !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}

/** The browser's one client; the server's render swaps in one per page (`serverQueryClient`). */
export let queryClient = newQueryClient(false);

/** A fresh client for one server render (entry-server.tsx renders one page at a time). */
export function serverQueryClient(): QueryClient {
  queryClient = newQueryClient(true);
  return queryClient;
}

/** The server's answers, rendered into the page, taken in before the page is hydrated (main.tsx). */
export function seedQueries(state: DehydratedState) {
  hydrate(queryClient, state);
}

// Organisers' texts (names, about, prices) come in the interface language: a new language asks again.
onLanguageChange(() => void queryClient.invalidateQueries());

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
