import { ERRORS, isErrorCode } from "@admit/contract/errors";
import { ApiError } from "./api-client.ts";
import type { TFunction } from "./i18n.ts";

/*
 * Apart from api-client.ts so the error catalogue loads with the screens that show errors, not with
 * the start view (bench:bundle's budget).
 */

/** The numbers and words of an error's data, for a message's `{{name}}` placeholders (MAX_COUNT's count). */
function messageValues(data: Record<string, unknown> | undefined): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(data ?? {}))
    if (typeof value === "string" || typeof value === "number") values[name] = value;
  return values;
}

/**
 * The text to show for an error (spec §8): our own translation for a known code, with the values
 * its data carries, else the server's message as it came.
 */
export function errorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.code === "NETWORK") return t("common.networkError");
    if (isErrorCode(error.code)) return t(`error.${ERRORS[error.code].key}`, messageValues(error.data));
    return error.message;
  }
  return t("error.internal");
}
