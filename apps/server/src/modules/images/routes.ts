import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { IMAGE_PATH } from "@admit/contract/images";
import type { FastifyPluginAsync } from "fastify";
import { resizeImage } from "./resize-image.ts";

/**
 * GET /img/{width}/{path}: the app's own image at the size shown, as WebP (resize-image.ts). Outside
 * the API like the files it stands for: no session, no rate limit; a missing one is a plain 404.
 */
export const imageRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app;
  const folders = {
    webDist: config.webDist,
    uploadsDir: config.storage.kind === "local" ? config.storage.dir : undefined,
    cacheDir: join(config.dataDir, "cache", "images"),
  };
  app.get<{ Params: { width: string; "*": string } }>(
    `${IMAGE_PATH}/:width/*`,
    { schema: { hide: true } },
    async (request, reply) => {
      const width = Number(request.params.width);
      const path = request.params["*"];
      const image = await resizeImage(folders, path, width).catch((err: unknown) => {
        request.log.warn({ err, path, width }, "image could not be resized");
        return undefined;
      });
      if (!image) return reply.code(404).header("cache-control", "no-cache").send();
      return reply
        .header("content-type", "image/webp")
        .header("x-content-type-options", "nosniff")
        .header(
          "cache-control",
          image.immutable ? "public, max-age=31536000, immutable" : "public, max-age=86400",
        )
        .send(await readFile(image.file));
    },
  );
};
