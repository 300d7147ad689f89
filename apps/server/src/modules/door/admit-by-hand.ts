import type { ManualAdmitReason } from "@admit/contract/door";
import type { Language } from "@admit/contract/i18n";
import type { TCheckinResponse } from "@admit/contract/nfts";
import type { Deps } from "../../deps.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Host } from "../../policies/host-role.ts";
import { mayAdmitForBrand } from "../../policies/may-admit.ts";
import { admitHolder, lookUpForDoor } from "./check-in.ts";
import { assertAttendeeAccess } from "./host-events.ts";

/**
 * Lets a guest in from the list, without their code (a dead phone, no app, a code the camera cannot
 * read): the same rules and the same exactly-once admission as a scan, the reason written to the
 * token's history. A token of another date, or not the host's, is 404 as for one that is not there.
 */
export async function admitByHand(
  deps: Pick<Deps, "db">,
  host: Host,
  input: { timeId: number; nftId: number; reason: ManualAdmitReason; note: string; gate?: string },
  lang: Language,
): Promise<TCheckinResponse> {
  await assertAttendeeAccess(deps.db, host, input.timeId);
  const found = await lookUpForDoor(deps, host, input.nftId, input.timeId);
  if (!found || found.nft.cltnTimeId !== input.timeId) throw new AppError("NOT_FOUND");
  if (!mayAdmitForBrand(host, found.hostAdmits)) throw new AppError("NOT_FOUND");
  return admitHolder(
    deps,
    host,
    found,
    {
      nonce: null,
      gate: input.gate || null,
      transferCount: found.nft.transferCount,
      doorTimeId: input.timeId,
      extra: { manual: input.reason, note: input.note || null },
    },
    lang,
  );
}
