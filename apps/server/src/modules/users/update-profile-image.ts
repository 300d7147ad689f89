import { randomUUID } from "node:crypto";
import { LIMITS } from "@admit/contract/limits";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { findLiveUserById } from "../../db/queries/users.ts";
import { users } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { AppError } from "../../lib/app-error.ts";
import { imageTypeOf } from "../../lib/image-type.ts";
import { getMe } from "./get-me.ts";

/** Profile pictures are stored square, this many pixels a side. */
export const PROFILE_IMAGE_SIZE = 512;

/** The rules a failed upload names (the web lists them in its alert). */
export const imageRules = (reason: "type" | "size" | "unreadable") => ({
  reason,
  maxBytes: LIMITS.profileImageBytes,
  types: LIMITS.profileImageExtensions,
});

/**
 * Sets the profile image: a jpg/jpeg/png/webp (told by its content) of at most 5 MB, re-encoded
 * to a square WebP — which also drops metadata such as the camera's location — and stored under
 * a new name. The previous picture is removed.
 */
export async function updateProfileImage(deps: Pick<Deps, "db" | "storage">, userId: number, bytes: Buffer) {
  if (bytes.length > LIMITS.profileImageBytes)
    throw new AppError("IMAGE_INVALID", { field: "image", data: imageRules("size") });
  if (!imageTypeOf(bytes)) throw new AppError("IMAGE_INVALID", { field: "image", data: imageRules("type") });
  let encoded: Buffer;
  try {
    encoded = await sharp(bytes, { limitInputPixels: 50_000_000, failOn: "error" })
      .rotate()
      .resize(PROFILE_IMAGE_SIZE, PROFILE_IMAGE_SIZE, { fit: "cover", position: "attention" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError("IMAGE_INVALID", { field: "image", data: imageRules("unreadable") });
  }
  const user = await findLiveUserById(deps.db, userId);
  if (!user) throw new AppError("UNAUTHORIZED");
  const url = await deps.storage.put(`profile/${userId}/${randomUUID()}.webp`, encoded, "image/webp");
  await deps.db.update(users).set({ profileImg: url, updatedAt: new Date() }).where(eq(users.id, userId));
  const oldKey = user.profileImg ? deps.storage.keyOf(user.profileImg) : undefined;
  if (oldKey) await deps.storage.remove(oldKey).catch(() => {});
  return getMe(deps.db, userId);
}
