import { claimPath, type TClaimPoster } from "@admit/contract/claims";
import type { Language } from "@admit/contract/i18n";
import { cltnTextsIn, inLanguage } from "@admit/contract/organiser-texts";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { brands, claimCodes, cltns, nftGroups } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { nameIn } from "../../lib/organiser-names.ts";
import { actsForSql, type Host } from "../../policies/host-role.ts";

/**
 * GET /host/claim-codes: the claim codes of the brands this host acts for (an admin: all), with
 * the URL their QR carries and how many were claimed — what a printable poster shows. `code`
 * narrows it to one (404 when it is not one of the host's). The event and ticket are named in `lang`,
 * the poster's language, where the host wrote them so.
 */
export async function listClaimPosters(
  db: Db,
  host: Host,
  publicUrl: string,
  lang: Language,
  code?: string,
): Promise<TClaimPoster[]> {
  const rows = await db
    .select({ code: claimCodes, cltn: cltns, brand: brands, group: nftGroups })
    .from(claimCodes)
    .innerJoin(cltns, eq(cltns.id, claimCodes.cltnId))
    .innerJoin(brands, eq(brands.id, cltns.brandId))
    .innerJoin(nftGroups, eq(nftGroups.id, claimCodes.nftGroupId))
    .where(
      and(
        actsForSql(host, "claim-posters", { brandId: cltns.brandId, cltnId: cltns.id }),
        code ? eq(claimCodes.code, code.trim().toUpperCase()) : undefined,
      ),
    )
    .orderBy(asc(claimCodes.endsAt), asc(claimCodes.id));
  if (code && rows.length === 0) throw new AppError("NOT_FOUND", { data: { reason: "claimCode" } });
  return rows.map((r) => ({
    code: r.code.code,
    url: new URL(claimPath(r.code.code), publicUrl).toString(),
    cltnId: r.cltn.id,
    cltnName: cltnTextsIn(r.cltn.extra, lang)?.name ?? r.cltn.name,
    brandName: nameIn(r.brand, lang),
    groupName: inLanguage(r.group.names, lang, r.group.name),
    image: r.cltn.image,
    color: r.cltn.color,
    timeZone: r.cltn.timeZone,
    startsAt: r.code.startsAt.toISOString(),
    endsAt: r.code.endsAt.toISOString(),
    maxClaims: r.code.maxClaims,
    claimed: r.code.claimed,
  }));
}
