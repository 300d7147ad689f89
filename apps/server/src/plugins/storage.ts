import { mkdir } from "node:fs/promises";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createStorage } from "../integrations/storage/create-storage.ts";
import { LOCAL_UPLOADS_PREFIX } from "../integrations/storage/local-storage.ts";

/** Uploaded files: in DATA_DIR/uploads, served at /uploads/, or in an S3-compatible bucket. */
export const storagePlugin = fp(async (app: FastifyInstance) => {
  app.decorate("storage", createStorage(app.config));
  const { storage } = app.config;
  if (storage.kind === "local") {
    await mkdir(storage.dir, { recursive: true });
    await app.register(fastifyStatic, {
      root: storage.dir,
      prefix: LOCAL_UPLOADS_PREFIX,
      decorateReply: false,
      index: false,
      // Our own header below: @fastify/static's would overwrite it with max-age=0.
      cacheControl: false,
      // Keys are never reused (a new upload gets a new name), so files can be cached for good.
      setHeaders: (res) => {
        res.setHeader("cache-control", "public, max-age=31536000, immutable");
        res.setHeader("x-content-type-options", "nosniff");
      },
    });
  }
});
