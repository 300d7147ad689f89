import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { IdentityProvider } from "../integrations/identity/identity-provider.ts";
import { SANDBOX_IDENTITY_PATH } from "../integrations/identity/identity-provider.ts";
import { createSandboxIdentity, sandboxIdentityRoutes } from "../integrations/identity/sandbox-identity.ts";

declare module "fastify" {
  interface FastifyInstance {
    identity: IdentityProvider;
  }
}

/** Identity checks (`app.identity`): the sandbox with its page at /sandbox/identity/{id}. */
export const identityPlugin = fp(async (app: FastifyInstance) => {
  const identity = createSandboxIdentity(app.db);
  app.decorate<IdentityProvider>("identity", identity);
  await app.register(sandboxIdentityRoutes, { prefix: SANDBOX_IDENTITY_PATH });
});
