import { ZHealth, ZLiveness, ZReadiness } from "@admit/contract/api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createChainProbe } from "./chain-probe.ts";
import { createDatabaseProbe } from "./database-probe.ts";

const version = process.env.npm_package_version ?? "0.1.0";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const databaseUp = createDatabaseProbe(app.db);
  const nodeStates = createChainProbe(app.chains);

  // For a load balancer's or an orchestrator's probes: live restarts a stuck process, ready takes
  // one whose database is gone, or whose network's node is unreachable or another chain, out of
  // rotation. A plain GET of live is answered by app.ts's first
  // hook, before cookies, session, rate limits and headers; this route documents it (and answers
  // HEAD or a URL with a query).
  app.get(
    "/health/live",
    {
      schema: {
        tags: ["health"],
        summary: "The process answers (nothing else asked)",
        response: { 200: ZLiveness },
      },
      config: { rateLimit: false, session: false },
    },
    async () => ({ status: "ok" as const }),
  );
  app.get(
    "/health/ready",
    {
      schema: {
        tags: ["health"],
        summary:
          "Ready to serve: the database answers (checked at most once a second) and every network's node answers with its chain id (every 5 seconds)",
        response: { 200: ZReadiness, 503: ZReadiness },
      },
      config: { rateLimit: false, session: false },
    },
    async (_request, reply) => {
      const [up, chains] = await Promise.all([databaseUp(), nodeStates()]);
      const ready = up && Object.values(chains).every((state) => state === "up");
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? "ok" : "degraded", database: up ? "up" : "down", chains });
    },
  );

  app.get(
    "/health",
    {
      schema: {
        tags: ["health"],
        summary: "Liveness and database reachability (checked at most once a second)",
        response: { 200: ZHealth, 503: ZHealth },
      },
      config: { rateLimit: false, session: false },
    },
    async (_request, reply) => {
      const [up, nodes] = await Promise.all([databaseUp(), nodeStates()]);
      return reply.status(up ? 200 : 503).send({
        status: up ? "ok" : "degraded",
        database: up ? "up" : "down",
        driver: app.database.kind,
        version,
        uptimeSeconds: Math.round(process.uptime()),
        chains: app.chains.funds.snapshot().map((c) => ({ ...c, node: nodes[c.network] })),
      });
    },
  );
};
