/**
 * Account rules without zod, so the web's auth screens can use them without loading the schema
 * library (`users.ts` builds its schemas on them).
 */

/** Social sign-in providers (spec §7: two). */
export const OAUTH_PROVIDERS = ["google", "kakao"] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

/**
 * The one test of an e-mail address — the API's schemas, the forms and the questionnaire all use
 * it (zod's own e-mail pattern, so the server's answer and the form's check agree).
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** At least 8 characters with a lowercase letter and at least one digit, space or symbol (spec §5). */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[\d\s\W_]).{8,}$/;

/**
 * Full years of age on `on`, by the calendar in `timeZone` (spec §9 adult events: 19 and over).
 * `birthDate` is YYYY-MM-DD as an identity check verified it.
 */
export function fullYearsOld(birthDate: string, on: Date, timeZone = "Asia/Seoul"): number {
  const [by, bm, bd] = birthDate.split("-").map(Number) as [number, number, number];
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  })
    .format(on)
    .split("-")
    .map(Number) as [number, number, number];
  const [y, m, d] = parts;
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
