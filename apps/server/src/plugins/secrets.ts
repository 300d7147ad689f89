import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { resolveQrSigningSeed, resolveWalletKey } from "../db/secrets.ts";
import { qrKeysFromSeed } from "../lib/qr-code.ts";

/** Keys from env, or generated once per database outside production (lib/secrets.ts). */
export const secretsPlugin = fp(async (app: FastifyInstance) => {
  const walletKey = await resolveWalletKey(app.db, app.config);
  const qrKeys = qrKeysFromSeed(await resolveQrSigningSeed(app.db, app.config));
  app.decorate("secrets", { walletKey, qrKeys });
});
