import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { IMAGE_PATH, imageWidthFor, isImageWidth } from "@admit/contract/images";
import type { FastifyPluginAsync } from "fastify";
import { resizeImage } from "./resize-image.ts";

/**
 * GET /img/{width}/{path}: the app's own image at the size shown, as WebP (resize-image.ts). Outside
 * the API like the files it stands for: no session; a missing one is a plain 404. Only the made
 * widths (IMAGE_WIDTHS) are made: another width is sent on to the nearest one above it. Variants
 * kept already cost a file read and are not counted; making a new one is limited per client
 * (IMAGE_VARIANTS_PER_MINUTE), so nobody can keep the server resizing.
 */
export const imageRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app;
  const folders = {
    webDist: config.webDist,
    uploadsDir: config.storage.kind === "local" ? config.storage.dir : undefined,
    cacheDir: join(config.dataDir, "cache", "images"),
  };
  const newVariants = app.createRateLimit({
    max: config.perMinute.imageVariants,
    timeWindow: 60_000,
    // The app's limit lets everything outside /api through: this one counts every client.
    allowList: () => false,
    keyGenerator: (request) => `img:${request.ip}`,
  });
  app.get<{ Params: { width: string; "*": string } }>(
    `${IMAGE_PATH}/:width/*`,
    { schema: { hide: true } },
    async (request, reply) => {
      const width = Number(request.params.width);
      const path = request.params["*"];
      if (Number.isInteger(width) && width > 0 && !isImageWidth(width))
        return reply.redirect(
          `${IMAGE_PATH}/${imageWidthFor(width)}/${path.split("/").map(encodeURIComponent).join("/")}`,
          301,
        );
      const mayMake = async () => {
        const limit = await newVariants(request);
        return limit.isAllowed || !limit.isExceeded;
      };
      const image = await resizeImage(folders, path, width, mayMake).catch((err: unknown) => {
        request.log.warn({ err, path, width }, "image could not be resized");
        return undefined;
      });
      if (image === "limited") return reply.code(429).header("retry-after", "60").send();
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
