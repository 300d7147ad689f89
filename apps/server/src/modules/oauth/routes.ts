import { ZApiError } from "@admit/contract/api";
import { LANGUAGES } from "@admit/contract/i18n";
import { homeAfterSignIn, OAUTH_PROVIDERS } from "@admit/contract/users";
import { generateCodeVerifier, generateState } from "arctic";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { createOAuthProviders } from "../../integrations/oauth/oauth-clients.ts";
import { AppError } from "../../lib/app-error.ts";
import { requireUser } from "../sessions/require-user.ts";
import { setSessionCookie } from "../sessions/session-cookie.ts";
import { signInContext } from "../users/start-user-session.ts";
import { linkProvider } from "./link-provider.ts";
import { saveFlowState, takeFlowState } from "./oauth-state.ts";
import { ProviderSignInError, signInWithProvider } from "./sign-in-with-provider.ts";

const ZProviderParams = z.object({ provider: z.enum(OAUTH_PROVIDERS) });

/**
 * Social sign-in (spec §7): a full-page redirect into the provider with state and PKCE, and our
 * own GET callback. Problems come back to the web as a query the screens translate:
 * /login/start?oauthError=unavailable|denied|failed|email, /profile?linkError=taken|failed.
 */
export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  const providers = createOAuthProviders(app.config);

  app.get(
    "/signin/:provider",
    {
      schema: {
        tags: ["users"],
        summary: "Starts social sign-in: redirects to the provider (state + PKCE S256)",
        params: ZProviderParams,
        querystring: z.object({ lang: z.enum(LANGUAGES).default("en") }),
      },
      config: { rateLimit: { max: app.config.signIn.perIpPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const provider = providers[request.params.provider];
      if (!provider) return reply.redirect("/login/start?oauthError=unavailable", 302);
      const flow = {
        state: generateState(),
        codeVerifier: generateCodeVerifier(),
        provider: provider.name,
        mode: "signin" as const,
        lang: request.query.lang,
      };
      saveFlowState(request, reply, flow);
      return reply.redirect(provider.authorizationUrl(flow).toString(), 302);
    },
  );

  app.put(
    "/external/link",
    {
      schema: {
        tags: ["users"],
        summary: "Starts linking a provider to the signed-in account: answers the provider URL to open",
        body: z.object({ provider: z.enum(OAUTH_PROVIDERS), lang: z.enum(LANGUAGES).default("en") }),
        response: { 200: z.object({ url: z.string() }), 400: ZApiError, 401: ZApiError },
      },
    },
    async (request, reply) => {
      requireUser(request);
      const provider = providers[request.body.provider];
      if (!provider)
        throw new AppError("BAD_REQUEST", { field: "provider", data: { reason: "unavailable" } });
      const flow = {
        state: generateState(),
        codeVerifier: generateCodeVerifier(),
        provider: provider.name,
        mode: "link" as const,
        lang: request.body.lang,
      };
      saveFlowState(request, reply, flow);
      return { url: provider.authorizationUrl(flow).toString() };
    },
  );

  app.get(
    "/oauth/:provider/callback",
    {
      schema: {
        tags: ["users"],
        summary: "The provider sends the browser back here; signs in (or links) and redirects into the app",
        params: ZProviderParams,
        querystring: z.object({
          code: z.string().max(2000).optional(),
          state: z.string().max(200).optional(),
          error: z.string().max(200).optional(),
        }),
      },
      config: { rateLimit: { max: app.config.signIn.perIpPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const flow = takeFlowState(request, reply, request.query.state);
      const linking = flow?.mode === "link";
      const fail = (reason: string) =>
        reply.redirect(linking ? `/profile?linkError=${reason}` : `/login/start?oauthError=${reason}`, 302);
      const provider = providers[request.params.provider];
      if (!flow || !provider || flow.provider !== request.params.provider) return fail("failed");
      if (request.query.error || !request.query.code) return fail("denied");
      let profile: Awaited<ReturnType<typeof provider.profileFromCode>>;
      try {
        profile = await provider.profileFromCode({
          code: request.query.code,
          codeVerifier: flow.codeVerifier,
        });
      } catch (err) {
        request.log.warn({ err, provider: provider.name }, "social sign-in failed at the provider");
        return fail("failed");
      }
      if (linking) {
        if (!request.user) return reply.redirect("/login/start?code=401", 302);
        const outcome = await linkProvider(app.db, {
          userId: request.user.id,
          provider: provider.name,
          profile,
        });
        if (outcome === "taken") return fail("taken");
        return reply.redirect(`/profile?linked=${provider.name}`, 302);
      }
      try {
        const result = await signInWithProvider(app, {
          provider: provider.name,
          profile,
          lang: flow.lang,
          ...signInContext(request),
        });
        setSessionCookie(request, reply, result.session.token, result.session.expiresAt);
        const { user } = result;
        if (!user.termsCheck) return reply.redirect(`/register/external/${provider.name}`, 302);
        return reply.redirect(user.isFirst ? "/register/success" : homeAfterSignIn(user.role), 302);
      } catch (err) {
        if (err instanceof ProviderSignInError) return fail("email");
        throw err;
      }
    },
  );
};
