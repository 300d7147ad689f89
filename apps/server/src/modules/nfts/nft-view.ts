import type { Language } from "@admit/contract/i18n";
import type { TNftDetail, TNftListItem } from "@admit/contract/nfts";
import { cltnTextsIn, inLanguage } from "@admit/contract/organiser-texts";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedPerDb } from "../../db/prepared.ts";
import { type NftRow, selectNftRows } from "../../db/queries/tokens.ts";
import { nfts } from "../../db/schema/index.ts";
import { nameIn, placeIn, seatLabel } from "../../lib/organiser-names.ts";
import { tokenHeldBy } from "../../policies/token-holder.ts";
import type { ExplorerOf } from "./explorer-links.ts";

/**
 * The two lookups on every card, QR and door call, as prepared statements: with nine joins,
 * building and planning the query cost several times more than running it.
 */
const lookups = preparedPerDb((db: Db) => ({
  byId: selectNftRows(db, eq(nfts.id, sql.placeholder("id"))).prepare("nft_by_id"),
  owned: selectNftRows(
    db,
    and(eq(nfts.id, sql.placeholder("id")), tokenHeldBy(sql.placeholder("ownerId"))),
  ).prepare("nft_owned"),
}));

/** A token by id with everything its views need, or undefined. */
export async function findNftRow(db: Db, id: number): Promise<NftRow | undefined> {
  return (await lookups(db).byId.execute({ id }))[0];
}

/** A token of this owner by id, or undefined. */
export async function findOwnedNftRow(db: Db, id: number, ownerId: number): Promise<NftRow | undefined> {
  return (await lookups(db).owned.execute({ id, ownerId }))[0];
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * What the token rules read of a row: a view's full row, or the door's lean one, has these.
 */
export interface RuleRow {
  nft: Pick<NftRow["nft"], "status" | "isLock" | "attributes">;
  cltn: Pick<NftRow["cltn"], "type" | "timeZone" | "periodEndAt">;
  time: NftRow["time"];
}
export interface SeatRow {
  nft: Pick<NftRow["nft"], "attributes">;
  seat: NftRow["seat"];
}

/** When the token stops being usable: the event's end, else a membership's period end. */
export const endOf = (row: RuleRow) => row.time?.endAt ?? row.cltn.periodEndAt ?? null;
const startDateOf = (row: RuleRow) => iso(row.time?.startAt) ?? row.nft.attributes.startDate ?? null;
const openDateOf = (row: RuleRow) => iso(row.time?.openAt) ?? row.nft.attributes.openDate ?? null;

export function isExpired(row: RuleRow, now = new Date()): boolean {
  if (row.nft.status === "EXPIRED") return true;
  const end = endOf(row);
  return end !== null && end.getTime() <= now.getTime();
}

/** The token's seat in `lang` ("R석 · 좌측 C-4"), else the seat attribute it was issued with. */
export function seatName(row: SeatRow, lang: Language): string | null {
  if (!row.seat?.id) return row.nft.attributes.seat ?? null;
  return seatLabel(row.seat, lang);
}

/**
 * A card of the list in `lang`: the collection's and the ticket type's names as the organiser
 * wrote them in that language, else their own.
 */
export function toListItem(row: NftRow, lang: Language, now = new Date()): TNftListItem {
  const { nft, cltn } = row;
  return {
    id: nft.id,
    cltnId: cltn.id,
    cltnName: cltnTextsIn(cltn.extra, lang)?.name ?? cltn.name,
    cltnType: cltn.type,
    cltnKind: cltn.kind,
    cltnLogoImg: cltn.logoImg,
    color: cltn.color,
    image: cltn.image,
    brandName: nameIn(row.brand, lang),
    name: inLanguage(row.groupNames, lang, nft.name),
    type: nft.type,
    status: nft.status,
    isLock: nft.isLock,
    isExpired: isExpired(row, now),
    serial: nft.serial,
    startDate: startDateOf(row),
    openDate: openDateOf(row),
    timeZone: cltn.timeZone,
    hideStartDate: cltn.hideStartDate || nft.attributes.hideOptions?.startDate === true,
    seat: row.seat?.id ? { id: row.seat.id, name: seatName(row, lang) as string } : null,
    grouping: nft.grouping,
    groupCount: nft.groupCount,
    createdAt: nft.createdAt.toISOString(),
  };
}

/** The card in `lang`: its texts as the organiser wrote them in that language, else their own. */
export function toDetail(
  row: NftRow,
  side: {
    monthCnt: number;
    couponUseStatus: TNftDetail["couponUseStatus"];
    /** Where the chain holds the token when it is not the holder's wallet (escrow-view.ts). */
    escrowAt: string | null;
    /** The token's latest chain write (get-nft.ts). */
    trstId: number | null;
  },
  explorer: ExplorerOf,
  lang: Language,
  now = new Date(),
): TNftDetail {
  const { monthCnt, couponUseStatus, escrowAt, trstId } = side;
  const { nft, cltn } = row;
  const texts = cltnTextsIn(cltn.extra, lang);
  return {
    ...toListItem(row, lang, now),
    brandImg: row.brandImg,
    attributes: nft.attributes,
    network: cltn.network,
    contractAddress: cltn.contractAddress,
    tokenId: nft.tokenId,
    contractUrl: cltn.contractAddress ? explorer(cltn.network, "address", cltn.contractAddress) : null,
    walletAddress: row.walletAddress,
    walletUrl: row.walletAddress ? explorer(cltn.network, "address", row.walletAddress) : null,
    escrow: escrowAt ? { address: escrowAt, url: explorer(cltn.network, "address", escrowAt) } : null,
    trstId,
    nftUseStatus: {
      useableCnt: Math.max(0, nft.totalUseCnt - nft.useCnt),
      totalCnt: nft.totalUseCnt,
      monthCnt,
    },
    couponUseStatus,
    isQpass: cltn.isQpass,
    qtnrTemplate: cltn.qtnrTemplateId,
    qtnrInfo: nft.qtnrInfo ?? null,
    sellYn: cltn.sellYn,
    maxPrice: cltn.maxPrice,
    faceValue: nft.faceValue,
    faceCurrency: nft.faceCurrency,
    royalty: cltn.royalty,
    transferYn: cltn.transferYn,
    description: texts?.description ?? cltn.description,
    memo: texts?.memo ?? cltn.memo,
    priceUnit: cltn.currency,
    endDate: iso(row.time?.endAt) ?? nft.attributes.endDate ?? null,
    periodStart: iso(cltn.periodStartAt),
    periodEnd: iso(cltn.periodEndAt),
    place: row.place?.name ? placeIn(row.place, lang) : null,
    locationType: cltn.locationType,
    onlineUrl: cltn.onlineUrl,
    qrType: cltn.qrType,
    qrValidTime: cltn.qrValidTime,
    usedAt: iso(nft.usedAt),
  };
}

/** The input of the shared QR-area rule (contract nft-rules) for a token row. */
export const qrAreaInput = (row: RuleRow, now = new Date()) => ({
  isLock: row.nft.isLock,
  isExpired: isExpired(row, now),
  status: row.nft.status,
  cltnType: row.cltn.type,
  openDate: openDateOf(row),
  startDate: startDateOf(row),
  timeZone: row.cltn.timeZone,
});
