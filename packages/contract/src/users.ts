/** Requests and answers of the account calls (spec §3, §5, §7 Users). */
import { z } from "zod";
import { EMAIL_PATTERN, OAUTH_PROVIDERS, PASSWORD_PATTERN } from "./account-rules.ts";
import { ROLES, type Role } from "./enums.ts";
import { LANGUAGES } from "./i18n.ts";
import { LIMITS } from "./limits.ts";
import { valid } from "./validation.ts";

export { OAUTH_PROVIDERS, type OAuthProvider, PASSWORD_PATTERN } from "./account-rules.ts";

export const ZEmail = z
  .string(valid("required"))
  .trim()
  .min(1, valid("required"))
  .max(254, valid("maxLength"))
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: valid("email") }))
  .transform((e) => e.toLowerCase());

export const ZPassword = z
  .string(valid("required"))
  .min(LIMITS.passwordMinLength, valid("pwdRequirements"))
  .max(128, valid("maxLength"))
  .regex(PASSWORD_PATTERN, valid("pwdRequirements"));

export const ZSignupEmailRequest = z.object({
  email: ZEmail,
  name: z
    .string(valid("required"))
    .trim()
    .min(1, valid("required"))
    .max(LIMITS.defaultTextMaxLength, valid("maxLength")),
  pwd: ZPassword,
  allowAd: z.boolean().default(false),
  lang: z.enum(LANGUAGES).default("en"),
  /** Where to come back to after verifying (a path of this site). */
  url: z.string().max(500).optional(),
  wl: z.string().max(40).optional(),
});
export type TSignupEmailRequest = z.input<typeof ZSignupEmailRequest>;

export const ZResendVerifyRequest = z.object({
  email: ZEmail,
  wl: z.string().max(40).optional(),
  url: z.string().max(500).optional(),
});

export const ZSigninEmailRequest = z.object({
  email: ZEmail,
  pwd: z.string(valid("required")).min(1, valid("required")).max(128, valid("maxLength")),
});
export type TSigninEmailRequest = z.input<typeof ZSigninEmailRequest>;

/** Auth state of spec §4 (id and language) plus the flags the guard needs next. */
export const ZSigninUser = z.object({
  id: z.number().int(),
  lang: z.enum(LANGUAGES),
  termsCheck: z.boolean(),
  isFirst: z.boolean(),
  /** Hosts land on their door (/host) after signing in; their own wallet stays one tap away. */
  role: z.enum(ROLES),
});
export type TSigninUser = z.infer<typeof ZSigninUser>;

/**
 * Whether this platform role opens the host console (the door, the posters): a host, who acts for
 * their teams there, or the operator. The server's `policies/platform-operator.ts` asks this; the
 * web shows the console's entries by it.
 */
export const opensHostConsole = (role: Role): boolean => role === "HOST" || role === "ADMIN";

/** Where a person lands after signing in when they were not going anywhere in particular. */
export const homeAfterSignIn = (role: TSigninUser["role"]): "/host" | "/" =>
  opensHostConsole(role) ? "/host" : "/";

/** A code was mailed: the client sends it with `authId` to finish (2-step sign-in or settings). */
export const ZTwoStepChallenge = z.object({
  authId: z.string(),
  /** The address the code went to, masked. */
  email: z.string(),
  codeValidSeconds: z.number().int(),
});
export type TTwoStepChallenge = z.infer<typeof ZTwoStepChallenge>;

/** Sign-in answers the user, or, with 2-step verification on, the code request to finish. */
export const ZSigninResponse = z.union([ZSigninUser, z.object({ twoStep: ZTwoStepChallenge })]);
export type TSigninResponse = z.infer<typeof ZSigninResponse>;

/** Exactly six digits (spec §9). */
export const ZAuthCode = z
  .string(valid("required"))
  .regex(new RegExp(`^\\d{${LIMITS.twoStepCodeLength}}$`), valid("codeLength"));

export const ZAuthIdRequest = z.object({ authId: z.string().min(1).max(100) });
export const ZAuthCodeRequest = z.object({ authId: z.string().min(1).max(100), code: ZAuthCode });
export type TAuthCodeRequest = z.infer<typeof ZAuthCodeRequest>;

export const ZTwoStepChangeRequest = z.object({ useAuth: z.boolean() });
export const ZTwoStepState = z.object({ useAuth: z.boolean() });

/** PUT /users/pwd: the current password (absent for an account without one) and the new one. */
export const ZChangePasswordRequest = z.object({
  pwd: z.string().max(128, valid("maxLength")).optional(),
  newPwd: ZPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZTermsCheckRequest = z.object({ allowAd: z.boolean().default(false) });

export const ZVerifyEmailQuery = z.object({ token: z.string().min(1).max(200) });

/** GET /users/me: the session user of spec §3, with the wallet's address. */
export const ZMe = z.object({
  id: z.number().int(),
  walletId: z.number().int().nullable(),
  /** The on-chain account (the wallet's address). */
  accountId: z.string().nullable(),
  email: z.string(),
  name: z.string(),
  useAuth: z.boolean(),
  language: z.enum(LANGUAGES),
  isPhone: z.boolean(),
  customerKey: z.string(),
  profileImg: z.string().nullable(),
  allowAd: z.boolean(),
  /** Whether the account has a password (provider-made accounts may not). */
  hasPassword: z.boolean(),
  /** Providers linked to the account. */
  providers: z.array(z.enum(OAUTH_PROVIDERS)),
  /** CUSTOMER, or HOST/ADMIN who may admit people at the door. */
  role: z.enum(ROLES),
  /** An identity check verified the account's birth date (adult events). */
  identityVerified: z.boolean(),
});
export type TMe = z.infer<typeof ZMe>;

export const ZUpdateMeRequest = z.object({
  name: z
    .string(valid("required"))
    .trim()
    .min(1, valid("required"))
    .max(LIMITS.defaultTextMaxLength, valid("maxLength")),
  language: z.enum(LANGUAGES),
});
export type TUpdateMeRequest = z.infer<typeof ZUpdateMeRequest>;

export const ZResetPasswordMailRequest = z.object({ email: ZEmail });
export const ZResetPasswordMailQuery = z.object({ wl: z.string().max(40).optional() });

export const ZResetPasswordRequest = z.object({
  token: z.string(valid("required")).min(1, valid("required")).max(200),
  pwd: ZPassword,
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZInviteRequest = z.object({ email: ZEmail });
export type TInviteRequest = z.infer<typeof ZInviteRequest>;
export const ZInvitation = z.object({ email: z.string(), joined: z.boolean(), invitedAt: z.string() });
export type TInvitation = z.infer<typeof ZInvitation>;

/** GET /users/withdraw/can: whether the account may be deleted, and the tokens that stop it. */
export const ZWithdrawCheck = z.object({
  can: z.boolean(),
  tickets: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      cltnName: z.string(),
      endAt: z.string().nullable(),
      /** The event's zone: `endAt` is an event time, written in it and named (issue 26). */
      timeZone: z.string(),
    }),
  ),
});
export type TWithdrawCheck = z.infer<typeof ZWithdrawCheck>;

/** POST /users/withdraw: the password confirms it (absent for an account without one). */
export const ZWithdrawRequest = z.object({ pwd: z.string().max(128, valid("maxLength")).optional() });
export type TWithdrawRequest = z.infer<typeof ZWithdrawRequest>;
