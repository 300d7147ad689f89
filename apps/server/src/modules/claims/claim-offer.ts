import type { ClaimRefusal, TClaimOffer } from "@admit/contract/claims";
import type { Language } from "@admit/contract/i18n";
import { cltnTextsIn, inLanguage } from "@admit/contract/organiser-texts";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { brands, claimCodes, claims, cltns, cltnTimes, nftGroups, places } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { nameIn } from "../../lib/organiser-names.ts";

/** Which calls a code belongs to: C… to /cltns/qr/nft, N… to /nft-groups/qr/nft. */
export type ClaimScope = "CLTN" | "NFT_GROUP";
const PREFIX: Record<ClaimScope, string> = { CLTN: "C", NFT_GROUP: "N" };

export type ClaimCodeRow = typeof claimCodes.$inferSelect;

/**
 * The code as the caller typed or scanned it: 1000 when missing, 404 when no such code exists for
 * these calls (a C code asked of the nft-group calls is unknown there).
 */
export async function findClaimCode(
  db: Db,
  raw: string | undefined,
  scope: ClaimScope,
): Promise<ClaimCodeRow> {
  const code = raw?.trim().toUpperCase();
  if (!code) throw new AppError("1000", { field: "code" });
  const [row] = code.startsWith(PREFIX[scope])
    ? await db.select().from(claimCodes).where(eq(claimCodes.code, code))
    : [];
  if (!row) throw new AppError("NOT_FOUND", { data: { reason: "claimCode" } });
  return row;
}

/** Why this account may not claim the code now, or null. */
export function refusalOf(
  code: Pick<ClaimCodeRow, "startsAt" | "endsAt" | "maxClaims" | "claimed">,
  now: Date,
  stockLeft: number,
  alreadyClaimed: boolean,
): ClaimRefusal | null {
  if (alreadyClaimed) return "claimed";
  if (now < code.startsAt) return "notStarted";
  if (now >= code.endsAt) return "ended";
  if ((code.maxClaims !== null && code.claimed >= code.maxClaims) || stockLeft <= 0) return "limit";
  return null;
}

/**
 * GET /cltns/qr/nft and /nft-groups/qr/nft: what the code gives, named in `lang` where the host
 * wrote it so, and whether the viewer may claim it.
 */
export async function getClaimOffer(
  db: Db,
  raw: string | undefined,
  scope: ClaimScope,
  userId: number | undefined,
  lang: Language,
): Promise<TClaimOffer> {
  const code = await findClaimCode(db, raw, scope);
  const [row] = await db
    .select({
      cltn: cltns,
      brand: brands,
      group: nftGroups,
      place: { name: places.name, names: places.names },
    })
    .from(cltns)
    .innerJoin(brands, eq(brands.id, cltns.brandId))
    .innerJoin(nftGroups, eq(nftGroups.id, code.nftGroupId))
    .leftJoin(places, eq(places.id, cltns.placeId))
    .where(eq(cltns.id, code.cltnId));
  if (!row) throw new AppError("NOT_FOUND", { data: { reason: "claimCode" } });
  const [time] = row.group.cltnTimeId
    ? await db.select().from(cltnTimes).where(eq(cltnTimes.id, row.group.cltnTimeId))
    : await db
        .select()
        .from(cltnTimes)
        .where(eq(cltnTimes.cltnId, row.cltn.id))
        .orderBy(asc(cltnTimes.startAt))
        .limit(1);
  const [mine] = userId
    ? await db
        .select({ nftId: claims.nftId })
        .from(claims)
        .where(and(eq(claims.codeId, code.id), eq(claims.userId, userId)))
    : [];
  const stockLeft = row.group.totalCnt - row.group.issuedCnt - row.group.reservedCnt;
  return {
    code: code.code,
    cltn: {
      id: row.cltn.id,
      name: cltnTextsIn(row.cltn.extra, lang)?.name ?? row.cltn.name,
      type: row.cltn.type,
      image: row.cltn.image,
      logoImg: row.cltn.logoImg,
      color: row.cltn.color,
      brandName: nameIn(row.brand, lang),
      brandImg: row.brand.profileImg,
      startDate: time?.startAt.toISOString() ?? row.cltn.periodStartAt?.toISOString() ?? null,
      timeZone: row.cltn.timeZone,
      place: row.place ? nameIn(row.place, lang) : row.cltn.locationType === "online" ? "online" : null,
    },
    group: { id: row.group.id, name: inLanguage(row.group.names, lang, row.group.name) },
    startsAt: code.startsAt.toISOString(),
    endsAt: code.endsAt.toISOString(),
    maxClaims: code.maxClaims,
    claimed: code.claimed,
    refusal: refusalOf(code, new Date(), stockLeft, mine !== undefined),
    nftId: mine?.nftId ?? null,
  };
}
