import type { OAuthProvider } from "@admit/contract/users";

/** Who the provider says signed in. */
export interface OAuthProfile {
  /** The provider's stable id of the person. */
  subject: string;
  email?: string;
  /** Whether the provider vouches that the person owns `email`. */
  emailVerified: boolean;
  name?: string;
}

/** One OAuth 2 provider (authorization code flow with PKCE). */
export interface OAuthProviderPort {
  readonly name: OAuthProvider;
  /** Where to send the browser: carries `state`, the S256 challenge of `codeVerifier` and the language. */
  authorizationUrl(input: { state: string; codeVerifier: string; lang: string }): URL;
  /** Trades the code from the callback for an access token and reads the person's profile. */
  profileFromCode(input: { code: string; codeVerifier: string }): Promise<OAuthProfile>;
}

export class OAuthFlowError extends Error {
  constructor(
    readonly reason: "token" | "profile",
    message: string,
  ) {
    super(message);
    this.name = "OAuthFlowError";
  }
}
