import type { Deps } from "../../deps.ts";
import { enqueueMessage } from "../../jobs/message-job.ts";
import { AppError } from "../../lib/app-error.ts";
import { findOwnedNft } from "../nfts/find-owned-nft.ts";
import { createAccessLink } from "./access-links.ts";

/**
 * Q-pass "resend to mobile": texts the attendee's phone (from the ticket's attendee details) a
 * link that opens the ticket without a login (an access link for this token). Only for Q-pass
 * collections, and only once a phone number is on the ticket.
 */
export async function resendQpass(
  deps: Pick<Deps, "db" | "queue" | "config">,
  userId: number,
  nftId: number,
) {
  const row = await findOwnedNft(deps.db, userId, nftId);
  if (!row.cltn.isQpass) throw new AppError("BAD_REQUEST", { data: { reason: "not-qpass" } });
  const phone = typeof row.nft.qtnrInfo?.phone === "string" ? row.nft.qtnrInfo.phone.replace(/\D/g, "") : "";
  if (!phone) throw new AppError("BAD_REQUEST", { data: { reason: "no-phone" } });
  const { url } = await createAccessLink(
    deps.db,
    userId,
    { nftIds: [nftId], couponIds: [] },
    deps.config.publicUrl,
  );
  await enqueueMessage(deps.queue, { to: phone, text: `[Admit] ${row.cltn.name} — ${row.nft.name}: ${url}` });
}
