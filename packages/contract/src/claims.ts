/**
 * The ways to get a token without a purchase (spec §2 /qr/mint, /rsvp/{cltnId},
 * /discover/event/apply/form/{cltnId}; §7 GET/POST /cltns/qr/nft, /nft-groups/qr/nft, GET/PUT
 * /cltns/{id}/rsvp, the /discover/cltns/{cltnId}/apply calls): claim codes, RSVP and lottery
 * (application) events with a draw anyone can check.
 */
import { z } from "zod";
import { ZQtnrItemShown } from "./catalogue.ts";
import { CLTN_TYPES } from "./enums.ts";

// ---- claim codes ----

/** A claim code: C (a collection's token) or N (an nft group's), then 5–31 capitals or digits. */
export const CLAIM_CODE_PATTERN = /^[CN][A-Z0-9]{5,31}$/;
/** The web path a claim QR opens (`$PUBLIC_URL/qr/mint?code=…`), so a phone's own camera opens it too. */
export const claimPath = (code: string) => `/qr/mint?code=${encodeURIComponent(code)}`;
/** Reads a claim code out of what a camera or a person gave: the code itself or a `/qr/mint?code=` link. */
export function claimCodeOf(text: string): string | undefined {
  const trimmed = text.trim();
  let candidate = trimmed;
  if (/\/qr\/mint\?/.test(trimmed)) {
    const query = trimmed.slice(trimmed.indexOf("?") + 1).split("#")[0] ?? "";
    candidate = new URLSearchParams(query).get("code") ?? "";
  }
  const code = candidate.trim().toUpperCase();
  return CLAIM_CODE_PATTERN.test(code) ? code : undefined;
}

/** GET /cltns/qr/nft and /nft-groups/qr/nft: `code` (1000 when missing). */
export const ZClaimQuery = z.object({ code: z.string().trim().max(64).optional() });
/** POST /cltns/qr/nft and /nft-groups/qr/nft. */
export const ZClaimRequest = z.object({ code: z.string().trim().max(64).optional() });
export type TClaimRequest = z.input<typeof ZClaimRequest>;

/** Why a code cannot be claimed now (the POST answers the matching catalogue code). */
export const CLAIM_REFUSALS = [
  /** Before its period (3101). */
  "notStarted",
  /** After its period (3101). */
  "ended",
  /** Every claim it allows is taken, or its product ran out (3102). */
  "limit",
  /** This account claimed it already (M-2001). */
  "claimed",
] as const;
export type ClaimRefusal = (typeof CLAIM_REFUSALS)[number];

/** What a claim code gives, and whether the viewer may claim it. */
export const ZClaimOffer = z.object({
  code: z.string(),
  cltn: z.object({
    id: z.number().int(),
    name: z.string(),
    type: z.enum(CLTN_TYPES),
    image: z.string(),
    logoImg: z.string(),
    color: z.string(),
    brandName: z.string(),
    brandImg: z.string(),
    /** The event's first date, if it has dates. */
    startDate: z.string().nullable(),
    timeZone: z.string(),
    place: z.string().nullable(),
  }),
  group: z.object({ id: z.number().int(), name: z.string() }),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Null: no limit but the product's stock. */
  maxClaims: z.number().int().nullable(),
  claimed: z.number().int(),
  /** Null when the viewer may claim it now (a visitor is asked to sign in first). */
  refusal: z.enum(CLAIM_REFUSALS).nullable(),
  /** The token this account got from the code, if it claimed it. */
  nftId: z.number().int().nullable(),
});
export type TClaimOffer = z.infer<typeof ZClaimOffer>;

export const ZClaimResult = z.object({ nftId: z.number().int(), status: z.string() });
export type TClaimResult = z.infer<typeof ZClaimResult>;

/** GET /host/claim-codes: the codes of the brands a host admits for, with their counts (for posters). */
export const ZClaimPoster = z.object({
  code: z.string(),
  /** The absolute URL its QR carries. */
  url: z.string(),
  cltnId: z.number().int(),
  cltnName: z.string(),
  brandName: z.string(),
  groupName: z.string(),
  image: z.string(),
  color: z.string(),
  /** The event's time zone: the period is shown in it. */
  timeZone: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  maxClaims: z.number().int().nullable(),
  claimed: z.number().int(),
});
export type TClaimPoster = z.infer<typeof ZClaimPoster>;
export const ZClaimPosterList = z.array(ZClaimPoster);
export const ZClaimPosterQuery = z.object({ code: z.string().trim().max(64).optional() });

// ---- RSVP ----

export const RSVP_STATES = [
  /** Said yes and holds a ticket. */
  "GOING",
  /** Said yes when it was full: promoted in order when someone says no. */
  "WAITING",
  /** Said no. */
  "DECLINED",
] as const;
export type RsvpState = (typeof RSVP_STATES)[number];

/** GET /cltns/{id}/rsvp: the event, its capacity and the viewer's answer. */
export const ZRsvpView = z.object({
  cltn: z.object({
    id: z.number().int(),
    name: z.string(),
    image: z.string(),
    color: z.string(),
    brandName: z.string(),
    description: z.string(),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    timeZone: z.string(),
    place: z.string().nullable(),
  }),
  opensAt: z.string(),
  deadline: z.string(),
  capacity: z.number().int(),
  going: z.number().int(),
  waiting: z.number().int(),
  /** Before the deadline and after the opening. */
  open: z.boolean(),
  /** The collection's questionnaire, answered with a yes; null when it has none. */
  qtnr: z.object({ items: z.array(ZQtnrItemShown) }).nullable(),
  mine: z
    .object({
      state: z.enum(RSVP_STATES),
      /** 1-based place on the waiting list. */
      position: z.number().int().nullable(),
      nftId: z.number().int().nullable(),
      answers: z.record(z.string(), z.unknown()).nullable(),
      updatedAt: z.string(),
    })
    .nullable(),
});
export type TRsvpView = z.infer<typeof ZRsvpView>;

/** PUT /cltns/{id}/rsvp: yes (with the questionnaire's answers when it has one) or no. */
export const ZRsvpRequest = z.object({
  answer: z.enum(["YES", "NO"]),
  answers: z.record(z.string().max(60), z.unknown()).optional(),
});
export type TRsvpRequest = z.input<typeof ZRsvpRequest>;

// ---- lottery (application) events ----

/** Images an application may carry, and their rules (the profile image's: spec §5, §9). */
export const APPLY_IMAGE_MAX_BYTES = 5_242_880;
export const APPLY_IMAGE_TYPES = ["jpg", "jpeg", "png", "webp"] as const;

/** GET /discover/cltns/{cltnId}/apply/format: the host's form and the draw's calendar. */
export const ZApplyFormat = z.object({
  cltn: z.object({
    id: z.number().int(),
    name: z.string(),
    image: z.string(),
    color: z.string(),
    brandName: z.string(),
    startDate: z.string().nullable(),
    timeZone: z.string(),
    place: z.string().nullable(),
  }),
  opensAt: z.string(),
  closesAt: z.string(),
  announceAt: z.string(),
  /** How many win. */
  winners: z.number().int(),
  items: z.array(ZQtnrItemShown),
  /** At most this many images (0: none asked). */
  imageMax: z.number().int(),
  imageRequired: z.boolean(),
});
export type TApplyFormat = z.infer<typeof ZApplyFormat>;

export const APPLY_REFUSALS = ["notOpen", "closed", "applied"] as const;
/** GET …/apply/can: whether this account may apply now (a visitor is told to sign in by a 401). */
export const ZApplyCan = z.object({
  can: z.boolean(),
  reason: z.enum(APPLY_REFUSALS).nullable(),
  /** This account applied already (it may edit until the close). */
  applied: z.boolean(),
});
export type TApplyCan = z.infer<typeof ZApplyCan>;

export const APPLICATION_RESULTS = ["WAITING", "WON", "LOST"] as const;
/** GET …/apply/writer: what the applicant sent (3105 when they did not apply). */
export const ZApplyWriter = z.object({
  answers: z.record(z.string(), z.unknown()),
  images: z.array(z.string()),
  /** The applicant's public entry: the line of the draw's list that is theirs. */
  entry: z.string(),
  result: z.enum(APPLICATION_RESULTS),
  nftId: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type TApplyWriter = z.infer<typeof ZApplyWriter>;

/** The multipart form's `answers` field: the questionnaire's answers as JSON. */
export const ZApplyAnswers = z.record(z.string().max(60), z.unknown());

/**
 * The draw, as anyone recomputes it (GET …/apply/draw). Before applications open, `seedHash`
 * (SHA-256 of the secret seed) is published; when they close, the sorted list of entries and its
 * hash; at the announcement, the seed and the winners.
 *
 * Algorithm `sha256-rank-v1`: each entry's rank is SHA-256(seed ‖ ":" ‖ entry) as lowercase hex;
 * entries sorted by rank (then by entry) — the first `winners` win. The list's hash is SHA-256 of
 * the sorted entries joined by "\n". (See drawWinners in draw.ts, which the server runs.)
 */
export const ZDraw = z.object({
  algorithm: z.literal("sha256-rank-v1"),
  seedHash: z.string(),
  /** Published at the announcement. */
  seed: z.string().nullable(),
  /** Published when applications close: the sorted entries and their hash. */
  listHash: z.string().nullable(),
  entries: z.array(z.string()).nullable(),
  winnersCount: z.number().int(),
  /** Published at the announcement, in rank order. */
  winners: z.array(z.string()).nullable(),
  closesAt: z.string(),
  announceAt: z.string(),
  drawnAt: z.string().nullable(),
});
export type TDraw = z.infer<typeof ZDraw>;
