import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { IdentityProvider } from "../integrations/identity/identity-provider.ts";
import { SANDBOX_IDENTITY_PATH } from "../integrations/identity/identity-provider.ts";
import {
  createNiceIdentity,
  NICE_START_PATH,
  niceStartRoutes,
} from "../integrations/identity/nice-identity.ts";
import { createSandboxIdentity, sandboxIdentityRoutes } from "../integrations/identity/sandbox-identity.ts";

/**
 * Identity checks (`app.identity`, IDENTITY): the sandbox with its page at /sandbox/identity/{id},
 * or NICE with the page that posts the browser to its window at /identity/nice/{id}.
 */
export const identityPlugin = fp(async (app: FastifyInstance) => {
  const settings = app.config.identity;
  if (settings.kind === "nice") {
    app.decorate<IdentityProvider>(
      "identity",
      createNiceIdentity(app.db, { ...settings, publicUrl: app.config.publicUrl }),
    );
    await app.register(niceStartRoutes(settings.checkplusUrl), { prefix: NICE_START_PATH });
    return;
  }
  app.decorate<IdentityProvider>("identity", createSandboxIdentity(app.db));
  await app.register(sandboxIdentityRoutes, { prefix: SANDBOX_IDENTITY_PATH });
});
