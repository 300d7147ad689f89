import type { OAuthProvider } from "@admit/contract/users";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { currentLanguage } from "../../../lib/i18n.ts";

/** PUT /users/external/link answers the provider's URL; the browser goes there and comes back to /profile. */
export const linkProvider = (provider: OAuthProvider) =>
  api<{ url: string }>("/users/external/link", {
    method: "PUT",
    body: { provider, lang: currentLanguage() },
  });

export function useLinkProvider() {
  return useMutation({
    mutationFn: linkProvider,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
