import { APPLY_IMAGE_MAX_BYTES, APPLY_IMAGE_TYPES } from "@admit/contract/claims";

/** Why a picture cannot go with an application (the server's IMAGE_INVALID reasons). */
export const IMAGE_REFUSALS = ["type", "size", "unreadable", "count"] as const;
export type ImageRefusal = (typeof IMAGE_REFUSALS)[number];

const MIME_TYPES = ["image/jpeg", "image/png", "image/webp"];

/** What the file picker offers: the rule's extensions and their types. */
export const IMAGE_ACCEPT = [...APPLY_IMAGE_TYPES.map((ext) => `.${ext}`), ...MIME_TYPES].join(",");

const extensionOf = (name: string) => (name.includes(".") ? (name.split(".").pop() ?? "") : "").toLowerCase();

/**
 * The browser's check before upload (the server checks the bytes again): jpg, jpeg, png or webp
 * — by the type the browser reports, or by the name when it reports none — and at most 5 MB.
 */
export function imageRefusal(file: Pick<File, "name" | "type" | "size">): ImageRefusal | null {
  const typeFits = file.type
    ? MIME_TYPES.includes(file.type)
    : (APPLY_IMAGE_TYPES as readonly string[]).includes(extensionOf(file.name));
  if (!typeFits) return "type";
  if (file.size > APPLY_IMAGE_MAX_BYTES) return "size";
  return null;
}

export const isImageRefusal = (value: unknown): value is ImageRefusal =>
  (IMAGE_REFUSALS as readonly unknown[]).includes(value);

/** The rule as the alert lists it: the types in capitals and the size in MB. */
export const imageRuleValues = (max: number) => ({
  types: APPLY_IMAGE_TYPES.join(", ").toUpperCase(),
  size: APPLY_IMAGE_MAX_BYTES / 1024 / 1024,
  max,
});
