import { randomBytes } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { NETWORKS, type Network } from "@admit/contract/enums";
import type { FastifyPluginAsync } from "fastify";
import { AppError } from "../../lib/app-error.ts";
import { holdsOperatorToken } from "../../policies/holds-operator-token.ts";
import { reconcileChain } from "./reconcile.ts";

/** Where a server on the embedded database tells operator tools how to reach it: `{ url, token }`. */
export const OPERATOR_FILE = "operator.json";

/**
 * `npm run chain:reconcile` beside a live server on the embedded database: the server holds the
 * database's folder, so the tool asks the server to read (GET /chain/reconcile) with the token the
 * server wrote into that folder (readable by its owner only) once it listens. On a PostgreSQL
 * server the tool reads the database itself and this route does not exist.
 */
export const reconcileRoutes: FastifyPluginAsync = async (app) => {
  const dataDir = app.database.dataDir;
  if (!dataDir) return;
  const token = randomBytes(32).toString("base64url");
  const file = join(dataDir, OPERATOR_FILE);
  app.addHook("onListen", async () => {
    const address = app.server.address();
    if (!address || typeof address === "string") return;
    const host =
      address.address === "0.0.0.0" || address.address === "::"
        ? "127.0.0.1"
        : address.family === "IPv6"
          ? `[${address.address}]`
          : address.address;
    writeFileSync(file, JSON.stringify({ url: `http://${host}:${address.port}`, token }), { mode: 0o600 });
  });
  app.addHook("onClose", async () => {
    // Another server on the folder since (after this one lost it) keeps its own file.
    const written = (() => {
      try {
        return readFileSync(file, "utf8");
      } catch {
        return "";
      }
    })();
    if (written.includes(token)) rmSync(file, { force: true });
  });

  app.get<{ Querystring: { network?: string } }>(
    "/chain/reconcile",
    { schema: { hide: true }, config: { session: false } },
    async (request) => {
      if (!holdsOperatorToken(request.headers.authorization, token)) throw new AppError("UNAUTHORIZED");
      const network = request.query.network?.toUpperCase() as Network | undefined;
      if (network && !NETWORKS.includes(network)) throw new AppError("NOT_FOUND");
      return reconcileChain(app, network ? { network } : {});
    },
  );
};
