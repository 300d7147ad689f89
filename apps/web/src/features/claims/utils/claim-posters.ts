import type { TClaimPoster } from "@admit/contract/claims";
import type { Language } from "@admit/contract/i18n";
import { formatNumber } from "../../../lib/format.ts";
import type { TFunction } from "../../../lib/i18n.ts";

export type PosterState = "notStarted" | "open" | "full" | "ended";

/** Where a code stands now: before its period, open, every claim taken, or over. */
export function posterState(poster: TClaimPoster, now: Date): PosterState {
  if (now < new Date(poster.startsAt)) return "notStarted";
  if (now >= new Date(poster.endsAt)) return "ended";
  if (poster.maxClaims !== null && poster.claimed >= poster.maxClaims) return "full";
  return "open";
}

/** "Claimed 12 of 100", or "Claimed 12" for a code without a limit of its own. */
export function claimedText(poster: TClaimPoster, t: TFunction, lang: Language): string {
  const claimed = formatNumber(poster.claimed, lang);
  return poster.maxClaims === null
    ? t("claims.poster.claimedCount", { claimed })
    : t("claims.poster.claimedOf", { claimed, max: formatNumber(poster.maxClaims, lang) });
}
