import { checkPhone } from "@admit/contract/phone";
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
  const phone = textTo(row.nft.qtnrInfo?.phone);
  if (!phone) throw new AppError("BAD_REQUEST", { data: { reason: "no-phone" } });
  const { url } = await createAccessLink(
    deps.db,
    userId,
    { nftIds: [nftId], couponIds: [] },
    deps.config.publicUrl,
  );
  await enqueueMessage(deps.queue, { to: phone, text: `[Admit] ${row.cltn.name} — ${row.nft.name}: ${url}` });
}

/**
 * The number to text in E.164, as answers are kept since phone.ts; an answer kept before then
 * ("010-1234-5678") is read as a Korean number, as the form read it. Nothing when it is no number.
 */
function textTo(stored: unknown): string | undefined {
  if (typeof stored !== "string") return undefined;
  const phone = checkPhone(stored);
  return phone.ok ? phone.e164 : undefined;
}
