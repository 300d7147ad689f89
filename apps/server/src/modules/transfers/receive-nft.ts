import type { Language } from "@admit/contract/i18n";
import { inLanguage } from "@admit/contract/organiser-texts";
import type { TReceivePreview, TReceiveResponse } from "@admit/contract/transfers";
import { receiveCodeOf } from "@admit/contract/transfers";
import { and, eq, sql } from "drizzle-orm";
import { tokensWith } from "../../db/queries/tokens.ts";
import { nfts, nftTransfers, users } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { cltnNameIn, nameIn } from "../../lib/organiser-names.ts";
import { seatName } from "../nfts/nft-view.ts";
import { type MoveDeps, moveTransfer } from "./move-token.ts";
import { maskEmail, type Transfer } from "./transfer-view.ts";

type Refusal = NonNullable<TReceivePreview["reason"]>;

/** Why this person may not receive the code's token now, or null. */
function refusalOf(transfer: Transfer, user: { id: number; email: string } | undefined): Refusal | null {
  if (user && transfer.receiverId === user.id && transfer.status !== "PENDING") return "received";
  if (transfer.status === "CANCELLED" || transfer.status === "RETURNED") return "expired";
  if (transfer.status !== "PENDING") return "taken";
  if (transfer.expiresAt.getTime() <= Date.now()) return "expired";
  if (user && transfer.senderId === user.id) return "own";
  if (user && transfer.email && transfer.email !== user.email.toLowerCase()) return "otherAddress";
  return null;
}

const ERROR_OF = {
  received: "ALREADY_RECEIVED",
  expired: "3004",
  taken: "3004",
  own: "SEND_TO_SELF",
  otherAddress: "OTHER_ADDRESS",
} as const;

function codeOrThrow(text: string | undefined): string {
  if (!text?.trim()) throw new AppError("1000", { field: "code" });
  const code = receiveCodeOf(text);
  if (!code) throw new AppError("NOT_FOUND", { field: "code" });
  return code;
}

/**
 * What a receive code gives, named in `lang`, and whether the signed-in person may accept it
 * (GET /nfts/receive/{code}).
 */
export async function previewReceive(
  deps: Pick<MoveDeps, "db">,
  userId: number,
  text: string,
  lang: Language,
): Promise<TReceivePreview> {
  const code = codeOrThrow(text);
  const [row] = await tokensWith(deps.db, {
    transfer: nftTransfers,
    sender: { name: users.name, profileImg: users.profileImg },
  })
    .innerJoin(nftTransfers, eq(nftTransfers.nftId, nfts.id))
    .innerJoin(users, eq(users.id, nftTransfers.senderId))
    .where(eq(nftTransfers.code, code));
  if (!row) throw new AppError("NOT_FOUND", { field: "code" });
  const [me] = await deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  const reason = refusalOf(row.transfer, me);
  return {
    code,
    status: row.transfer.status,
    canReceive: reason === null,
    reason,
    addressedTo: row.transfer.email ? maskEmail(row.transfer.email) : null,
    expiresAt: row.transfer.expiresAt.toISOString(),
    sender: { name: row.sender.name, profileImg: row.sender.profileImg },
    nft: {
      name: inLanguage(row.groupNames, lang, row.nft.name),
      cltnName: cltnNameIn(row.cltn, lang),
      cltnType: row.cltn.type,
      image: row.cltn.image,
      color: row.cltn.color,
      brandName: nameIn(row.brand, lang),
      startDate: row.time?.startAt?.toISOString() ?? row.nft.attributes.startDate ?? null,
      timeZone: row.cltn.timeZone,
      seat: seatName(row, lang),
      groupCount: row.nft.groupCount,
    },
  };
}

/**
 * Accepts a send by its code (POST /nfts/receive): under the transfer's lock, the code must be
 * waiting, in time, not the person's own send, and — for a send to an e-mail — their address. The
 * receiver is recorded and the token's move goes to the chain; on the embedded chain it is theirs
 * when this answers (DONE), elsewhere once the chain confirms.
 */
export async function receiveNft(
  deps: MoveDeps,
  userId: number,
  text: string | undefined,
): Promise<TReceiveResponse> {
  const code = codeOrThrow(text);
  const transfer = await deps.db.transaction(async (tx) => {
    const [found] = await tx.select().from(nftTransfers).where(eq(nftTransfers.code, code)).for("update");
    if (!found) throw new AppError("NOT_FOUND", { field: "code" });
    const [me] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    const reason = refusalOf(found, me);
    if (reason) throw new AppError(ERROR_OF[reason], { data: { reason } });
    const [taken] = await tx
      .update(nftTransfers)
      .set({ receiverId: userId, status: "MOVING", updatedAt: sql`now()` })
      .where(and(eq(nftTransfers.id, found.id), eq(nftTransfers.status, "PENDING")))
      .returning();
    if (!taken) throw new AppError("3004");
    return taken;
  });
  await moveTransfer(deps, transfer.id);
  const [now] = await deps.db
    .select({ status: nftTransfers.status })
    .from(nftTransfers)
    .where(eq(nftTransfers.id, transfer.id));
  return { nftId: transfer.nftId, transferId: transfer.id, status: now?.status ?? transfer.status };
}
