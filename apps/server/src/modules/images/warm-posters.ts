import { join } from "node:path";
import { IMAGE_PATH, sizedImage } from "@admit/contract/images";
import { desc } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { cltns } from "../../db/schema/index.ts";
import { resizeImage } from "./resize-image.ts";

/** The poster widths the first screens show, in CSS pixels: Discover's cards (CltnCard) and a detail's poster (DETAIL_POSTER_WIDTH in apps/web first-screens.ts). */
export const POSTER_CSS_WIDTHS = [96, 168] as const;

/** How many of the newest collections have their posters made ahead. */
const WARMED_COLLECTIONS = 48;

/**
 * Makes the variants of the newest collections' posters before anyone asks (issue 26: Discover's
 * posters painted as colour blocks first). A variant is made on its first request, which for an
 * SVG poster takes a few hundred milliseconds: the first visitor after a start then saw the card's
 * colour where the poster goes until it came. Run once at start, after listening, one at a time so
 * the requests being answered keep the CPU; answers how many variants were made or kept.
 */
export async function warmPosters(db: Db, config: Config): Promise<number> {
  const folders = {
    webDist: config.webDist,
    uploadsDir: config.storage.kind === "local" ? config.storage.dir : undefined,
    cacheDir: join(config.dataDir, "cache", "images"),
  };
  const rows = await db
    .select({ image: cltns.image })
    .from(cltns)
    .orderBy(desc(cltns.id))
    .limit(WARMED_COLLECTIONS);
  let warmed = 0;
  for (const { image } of rows)
    for (const variant of posterVariants(image)) {
      const made = await resizeImage(folders, variant.path, variant.width, async () => true).catch(
        () => undefined,
      );
      if (made && made !== "limited") warmed++;
    }
  return warmed;
}

/** The /img variants a poster is asked for at the first screens' widths (1×, 2×, 3×), as path and width. */
export function posterVariants(image: string): { path: string; width: number }[] {
  const urls = POSTER_CSS_WIDTHS.flatMap((w) => (sizedImage(image, w).srcSet ?? "").split(", "));
  const found = new Map<string, { path: string; width: number }>();
  for (const url of urls) {
    const match = new RegExp(`^${IMAGE_PATH}/(\\d+)/(\\S+)`).exec(url);
    if (match) found.set(`${match[1]}/${match[2]}`, { width: Number(match[1]), path: match[2] as string });
  }
  return [...found.values()];
}
