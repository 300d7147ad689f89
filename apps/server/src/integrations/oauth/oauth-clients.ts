import type { OAuthProvider } from "@admit/contract/users";
import { CodeChallengeMethod, OAuth2Client, OAuth2Tokens } from "arctic";
import type { Config } from "../../config.ts";
import { OAuthFlowError, type OAuthProviderPort } from "./oauth-provider.ts";

interface Endpoints {
  clientId: string;
  clientSecret: string;
  authorize: string;
  token: string;
  userinfo: string;
}

async function getJson(url: string, accessToken: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new OAuthFlowError("profile", `userinfo answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

const str = (v: unknown) => (typeof v === "string" && v !== "" ? v : undefined);

/** Google: OpenID Connect userinfo (`sub`, `email`, `email_verified`, `name`); the secret by HTTP Basic. */
export function googleProvider(endpoints: Endpoints, redirectUri: string): OAuthProviderPort {
  const client = new OAuth2Client(endpoints.clientId, endpoints.clientSecret, redirectUri);
  return {
    name: "google",
    authorizationUrl({ state, codeVerifier, lang }) {
      const url = client.createAuthorizationURLWithPKCE(
        endpoints.authorize,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        ["openid", "email", "profile"],
      );
      url.searchParams.set("hl", lang);
      url.searchParams.set("prompt", "select_account");
      return url;
    },
    async profileFromCode({ code, codeVerifier }) {
      const tokens = await client
        .validateAuthorizationCode(endpoints.token, code, codeVerifier)
        .catch((err: Error) => {
          throw new OAuthFlowError("token", err.message);
        });
      const info = await getJson(endpoints.userinfo, tokens.accessToken());
      const subject = str(info.sub);
      if (!subject) throw new OAuthFlowError("profile", "no subject");
      return {
        subject,
        email: str(info.email)?.toLowerCase(),
        emailVerified: info.email_verified === true || info.email_verified === "true",
        name: str(info.name),
      };
    },
  };
}

/**
 * Kakao: the secret goes in the form body (Kakao does not take HTTP Basic), PKCE as for Google;
 * the profile is `id` with `kakao_account.email`, `is_email_verified` and `profile.nickname`.
 */
export function kakaoProvider(endpoints: Endpoints, redirectUri: string): OAuthProviderPort {
  const client = new OAuth2Client(endpoints.clientId, null, redirectUri);
  return {
    name: "kakao",
    authorizationUrl({ state, codeVerifier }) {
      return client.createAuthorizationURLWithPKCE(
        endpoints.authorize,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        ["account_email", "profile_nickname"],
      );
    },
    async profileFromCode({ code, codeVerifier }) {
      const body = new URLSearchParams({
        grant_type: "authorization_code",
        client_id: endpoints.clientId,
        client_secret: endpoints.clientSecret,
        redirect_uri: redirectUri,
        code,
        code_verifier: codeVerifier,
      });
      const response = await fetch(endpoints.token, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded;charset=utf-8",
          accept: "application/json",
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (!response.ok || typeof json.access_token !== "string")
        throw new OAuthFlowError("token", `token endpoint answered ${response.status}`);
      const info = await getJson(endpoints.userinfo, new OAuth2Tokens(json).accessToken());
      const id = info.id;
      if (typeof id !== "number" && typeof id !== "string") throw new OAuthFlowError("profile", "no id");
      const account = (info.kakao_account ?? {}) as Record<string, unknown>;
      const profile = (account.profile ?? {}) as Record<string, unknown>;
      return {
        subject: String(id),
        email: str(account.email)?.toLowerCase(),
        emailVerified: account.is_email_valid !== false && account.is_email_verified === true,
        name: str(profile.nickname),
      };
    },
  };
}

/** The providers this server has credentials for, keyed by name. */
export function createOAuthProviders(
  config: Pick<Config, "oauth" | "publicUrl">,
): Partial<Record<OAuthProvider, OAuthProviderPort>> {
  const callback = (name: OAuthProvider) => `${config.publicUrl}/api/v1/users/oauth/${name}/callback`;
  const { google, kakao } = config.oauth;
  return {
    ...(google ? { google: googleProvider(google, callback("google")) } : {}),
    ...(kakao ? { kakao: kakaoProvider(kakao, callback("kakao")) } : {}),
  };
}
