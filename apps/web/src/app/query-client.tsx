import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ApiError } from "../lib/api-client.ts";
import { onLanguageChange } from "../lib/i18n.ts";

/**
 * Server state of the screens. It lives in its own chunk and wraps each lazy screen (see
 * router.tsx), so the start view does not download the query library; the frame (layouts,
 * headers, tab bar) therefore does not use queries.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors will not change by asking again; network and server errors may.
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});

// Organisers' texts (names, about, prices) come in the interface language: a new language asks again.
onLanguageChange(() => void queryClient.invalidateQueries());

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
