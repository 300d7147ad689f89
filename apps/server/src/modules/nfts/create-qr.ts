import { qrAreaState } from "@admit/contract/nft-rules";
import type { TQrData } from "@admit/contract/nfts";
import type { NftRow } from "../../db/queries/tokens.ts";
import type { Deps } from "../../deps.ts";
import { AppError } from "../../lib/app-error.ts";
import { dynamicQr, signQr } from "../../lib/qr-code.ts";
import { findOwnedNft } from "./find-owned-nft.ts";
import { qrAreaInput } from "./nft-view.ts";

/**
 * A code to show at the door, only when the card's QR area is live (spec §4 precedence; 3101
 * otherwise). Dynamic codes carry a fresh nonce and work `qrValidTime` seconds; static codes
 * name the token only (collections configured so).
 */
export async function createQr(
  deps: Pick<Deps, "db" | "secrets">,
  userId: number,
  nftId: number,
): Promise<TQrData> {
  return qrFor(deps, await findOwnedNft(deps.db, userId, nftId));
}

/** A code for a token already found (its owner's, or through an access link). */
export function qrFor(deps: Pick<Deps, "secrets">, row: NftRow): TQrData {
  const nftId = row.nft.id;
  const state = qrAreaState(qrAreaInput(row), new Date());
  if (state !== "live") throw new AppError("3101", { data: { state } });
  const { qrType, qrValidTime } = row.cltn;
  // The transfer count goes in: a code shown before the token started changing hands is refused.
  const x = row.nft.transferCount;
  const qrData =
    qrType === "STATIC"
      ? signQr(deps.secrets.qrKeys, { t: nftId, ...(x > 0 ? { x } : {}) })
      : dynamicQr(deps.secrets.qrKeys, nftId, qrValidTime, Date.now(), undefined, x);
  return { qrType, qrValidTime, qrData };
}
