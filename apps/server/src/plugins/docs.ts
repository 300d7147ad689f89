import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** Where the docs are: the page has a content security policy of its own (app.ts). */
export const DOCS_PATH = "/api/docs";

/** OpenAPI generated from the routes' zod schemas, browsable at /api/docs (JSON at /api/docs/json). */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "Admit API",
        description: "Tickets, memberships and coupons. Errors answer { code, message, data?, field? }.",
        version: "1",
      },
      servers: [{ url: "/" }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PATH });
});
