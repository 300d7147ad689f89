import { randomBytes, randomUUID } from "node:crypto";
import {
  APPLY_IMAGE_MAX_BYTES,
  type TApplyCan,
  type TApplyFormat,
  type TApplyWriter,
} from "@admit/contract/claims";
import type { Language } from "@admit/contract/i18n";
import { LIMITS } from "@admit/contract/limits";
import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import type { Db } from "../../db/client.ts";
import { lockNamed } from "../../db/queries/locks.ts";
import { applications, lotteryDraws, nfts } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { AppError } from "../../lib/app-error.ts";
import { imageTypeOf } from "../../lib/image-type.ts";
import { checkAnswers, eventIn, loadEvent } from "./event-summary.ts";
import { seedDraws } from "./lottery-draw.ts";

/** Application images are kept at most this many pixels on their long side (metadata dropped). */
const IMAGE_LONG_SIDE = 1600;

const imageRules = (reason: "type" | "size" | "unreadable" | "count" | "required", max?: number) => ({
  reason,
  maxBytes: APPLY_IMAGE_MAX_BYTES,
  types: LIMITS.profileImageExtensions,
  ...(max !== undefined ? { max } : {}),
});

/** GET …/apply/format: the host's form (the collection's questionnaire and its image rule) and the draw's calendar. */
export async function getApplyFormat(db: Db, cltnId: number, lang: Language): Promise<TApplyFormat> {
  const event = await loadEvent(db, cltnId, "APPLICATION");
  const shown = eventIn(event, lang);
  return {
    cltn: shown.summary,
    opensAt: event.cltn.saleStartAt.toISOString(),
    closesAt: event.cltn.saleEndAt.toISOString(),
    announceAt: (event.cltn.announceAt ?? event.cltn.saleEndAt).toISOString(),
    winners: event.group.totalCnt,
    items: shown.items ?? [],
    imageMax: event.cltn.applyImageMax,
    imageRequired: event.cltn.applyImageRequired && event.cltn.applyImageMax > 0,
  };
}

async function findApplication(db: Db, cltnId: number, userId: number) {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.cltnId, cltnId), eq(applications.userId, userId)));
  return row;
}

const periodRefusal = (cltn: { saleStartAt: Date; saleEndAt: Date; cancelledAt: Date | null }) => {
  const now = new Date();
  if (now < cltn.saleStartAt) return "notOpen" as const;
  if (now >= cltn.saleEndAt || cltn.cancelledAt) return "closed" as const;
  return null;
};

/** GET …/apply/can: whether this account may apply now. */
export async function canApply(db: Db, cltnId: number, userId: number): Promise<TApplyCan> {
  const event = await loadEvent(db, cltnId, "APPLICATION");
  const applied = (await findApplication(db, cltnId, userId)) !== undefined;
  const period = periodRefusal(event.cltn);
  const reason = period ?? (applied ? "applied" : null);
  return { can: reason === null, reason, applied };
}

/** GET …/apply/writer: what this account sent (3105 when it did not apply). */
export async function getApplyWriter(db: Db, cltnId: number, userId: number): Promise<TApplyWriter> {
  await loadEvent(db, cltnId, "APPLICATION");
  const row = await findApplication(db, cltnId, userId);
  if (!row) throw new AppError("3105", { data: { cltnId } });
  return {
    answers: row.answers,
    images: row.images,
    entry: row.entry,
    result: row.result,
    nftId: row.nftId,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface ApplyInput {
  answers: Record<string, unknown>;
  /** Uploaded files (their bytes, or the reason the upload was refused). */
  images: Array<Buffer | "tooLarge">;
  /** Edit: images sent before that stay. */
  keep: string[];
}

/** Checks and re-encodes the images (jpg/png/webp by content, 5 MB, at most the form's number). */
async function prepareImages(images: ApplyInput["images"], max: number, required: boolean, kept: number) {
  if (images.length + kept > max)
    throw new AppError("IMAGE_INVALID", { field: "images", data: imageRules("count", max) });
  if (required && images.length + kept === 0)
    throw new AppError("VALIDATION", { field: "images", data: { fields: { images: "valid.required" } } });
  const out: Buffer[] = [];
  for (const bytes of images) {
    if (bytes === "tooLarge" || bytes.length > APPLY_IMAGE_MAX_BYTES)
      throw new AppError("IMAGE_INVALID", { field: "images", data: imageRules("size") });
    if (!imageTypeOf(bytes))
      throw new AppError("IMAGE_INVALID", { field: "images", data: imageRules("type") });
    try {
      out.push(
        await sharp(bytes, { limitInputPixels: 50_000_000, failOn: "error" })
          .rotate()
          .resize(IMAGE_LONG_SIDE, IMAGE_LONG_SIDE, { fit: "inside", withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer(),
      );
    } catch {
      throw new AppError("IMAGE_INVALID", { field: "images", data: imageRules("unreadable") });
    }
  }
  return out;
}

/**
 * POST (new) or PUT (edit) …/apply: the application, with the form's answers and images, while
 * applications are open (3101 otherwise). A new one puts a "waiting for the winner announcement"
 * card in the wallet — not a token: only winners get one — and a public entry in the draw's list.
 * 2001 when this account applied already (it edits instead); 3105 when it edits without having applied.
 */
export async function apply(
  deps: Pick<Deps, "db" | "storage">,
  userId: number,
  cltnId: number,
  input: ApplyInput,
  mode: "new" | "edit",
): Promise<TApplyWriter> {
  const event = await loadEvent(deps.db, cltnId, "APPLICATION");
  if (periodRefusal(event.cltn))
    throw new AppError("3101", {
      data: { opensAt: event.cltn.saleStartAt, closesAt: event.cltn.saleEndAt },
    });
  const existing = await findApplication(deps.db, cltnId, userId);
  if (mode === "new" && existing) throw new AppError("2001", { data: { cltnId } });
  if (mode === "edit" && !existing) throw new AppError("3105", { data: { cltnId } });
  const answers = checkAnswers(event.items ?? [], input.answers);
  const keep = existing ? existing.images.filter((url) => input.keep.includes(url)) : [];
  const images = await prepareImages(
    input.images,
    event.cltn.applyImageMax,
    event.cltn.applyImageRequired,
    keep.length,
  );
  const urls = [...keep];
  for (const image of images)
    urls.push(await deps.storage.put(`apply/${cltnId}/${userId}/${randomUUID()}.webp`, image, "image/webp"));
  await seedDraws(deps.db);

  await deps.db.transaction(async (tx) => {
    // Applications wait while the list is being closed (the close takes this lock exclusively).
    await lockNamed(tx, `lottery:${cltnId}`, "shared");
    const [draw] = await tx
      .select({ closedAt: lotteryDraws.closedAt })
      .from(lotteryDraws)
      .where(eq(lotteryDraws.cltnId, cltnId));
    if (draw?.closedAt) throw new AppError("3101", { data: { closesAt: event.cltn.saleEndAt } });
    if (mode === "edit") {
      await tx
        .update(applications)
        .set({ answers, images: urls, updatedAt: sql`now()` })
        .where(and(eq(applications.cltnId, cltnId), eq(applications.userId, userId)));
      return;
    }
    const [card] = await tx
      .insert(nfts)
      .values({
        cltnId,
        nftGroupId: event.group.id,
        cltnTimeId: event.group.cltnTimeId,
        ownerId: userId,
        type: event.cltn.type,
        status: "WAITING_WINNER",
        name: event.group.name,
        // Numbered only if it wins: the card is no token yet.
        serial: 0,
        qtnrInfo: answers,
      })
      .returning({ id: nfts.id });
    const [created] = await tx
      .insert(applications)
      .values({
        cltnId,
        userId,
        entry: randomBytes(8).toString("hex"),
        answers,
        images: urls,
        nftId: card?.id ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: applications.id });
    // Another request of this account applied in between.
    if (!created) throw new AppError("2001", { data: { cltnId } });
  });
  if (existing)
    for (const url of existing.images.filter((u) => !keep.includes(u))) {
      const key = deps.storage.keyOf(url);
      if (key) await deps.storage.remove(key).catch(() => {});
    }
  return getApplyWriter(deps.db, cltnId, userId);
}
