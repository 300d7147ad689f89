/**
 * Account rules without zod, so the web's auth screens can use them without loading the schema
 * library (`users.ts` builds its schemas on them).
 */

/** Social sign-in providers (spec §7: two). */
export const OAUTH_PROVIDERS = ["google", "kakao"] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

/** At least 8 characters with a lowercase letter and at least one digit, space or symbol (spec §5). */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[\d\s\W_]).{8,}$/;
