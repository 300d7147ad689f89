import { ZApiError, ZUserCheck } from "@admit/contract/api";
import { LIMITS } from "@admit/contract/limits";
import {
  ZAuthCodeRequest,
  ZAuthIdRequest,
  ZChangePasswordRequest,
  ZMe,
  ZResendVerifyRequest,
  ZResetPasswordMailQuery,
  ZResetPasswordMailRequest,
  ZResetPasswordRequest,
  ZSigninEmailRequest,
  ZSigninResponse,
  ZSigninUser,
  ZSignupEmailRequest,
  ZTermsCheckRequest,
  ZTwoStepChallenge,
  ZTwoStepChangeRequest,
  ZTwoStepState,
  ZUpdateMeRequest,
  ZVerifyEmailQuery,
  ZWithdrawCheck,
  ZWithdrawRequest,
} from "@admit/contract/users";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { enqueueAccountMail } from "../../jobs/account-mail-job.ts";
import { AppError } from "../../lib/app-error.ts";
import { contentLanguage } from "../../lib/request-language.ts";
import { endSession } from "../sessions/end-session.ts";
import { requireUser } from "../sessions/require-user.ts";
import { clearSessionCookie, setSessionCookie } from "../sessions/session-cookie.ts";
import { SESSION_COOKIE } from "../sessions/session-token.ts";
import { acceptTerms, finishFirstVisit } from "./accept-terms.ts";
import { changePassword } from "./change-password.ts";
import { getMe } from "./get-me.ts";
import { resetPassword } from "./reset-password.ts";
import { signInWithEmail } from "./sign-in-with-email.ts";
import { signUpWithEmail } from "./sign-up-with-email.ts";
import { signInContext } from "./start-user-session.ts";
import { confirmTwoStepChange, requestTwoStepChange } from "./two-step-settings.ts";
import { completeTwoStepSignIn, resendTwoStepSignInCode } from "./two-step-sign-in.ts";
import { updateMe } from "./update-me.ts";
import { imageRules, updateProfileImage } from "./update-profile-image.ts";
import { verifyEmail } from "./verify-email.ts";
import { checkWithdraw, withdraw } from "./withdraw.ts";

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only the image upload takes multipart; 5 MB and one file (spec §9).
  await app.register(fastifyMultipart, {
    limits: { fileSize: LIMITS.profileImageBytes, files: 1, fields: 2, parts: 3 },
  });

  /**
   * Password and code attempts one client may make per minute (30 by default): ONE count shared
   * by sign-up, sign-in, 2-step codes, password change and account deletion — a route-level
   * limit would give each route its own count, and a guesser the sum of them.
   */
  const perMinute = app.rateLimit({ max: app.config.signIn.perIpPerMinute, timeWindow: 60_000 });
  app.get(
    "/check",
    {
      schema: {
        tags: ["users"],
        summary: "The signed-in user, with terms and first-visit flags; 401 without a session",
        response: { 200: ZUserCheck, 401: ZApiError },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { id: user.id, termsCheck: user.termsAcceptedAt !== null, isFirst: user.isFirst };
    },
  );

  app.post(
    "/signout",
    {
      schema: {
        tags: ["users"],
        summary: "Ends the session and clears its cookie (also when there was none)",
        response: { 204: z.null(), 403: ZApiError },
      },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await endSession(app.db, token);
      clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/signup/email",
    {
      schema: {
        tags: ["users"],
        summary: "Creates an account and mails the verification link; 2001 when the address is taken",
        body: ZSignupEmailRequest,
        response: { 201: z.object({ email: z.string() }), 400: ZApiError, 409: ZApiError },
      },
      onRequest: perMinute,
    },
    async (request, reply) => reply.status(201).send(await signUpWithEmail(app, request.body)),
  );

  app.post(
    "/resend/email/verify",
    {
      schema: {
        tags: ["users"],
        summary: "Mails a new verification link; the same answer whether or not the address exists",
        body: ZResendVerifyRequest,
        response: { 204: z.null(), 400: ZApiError },
      },
      config: { rateLimit: { max: app.config.perMinute.sends, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      await enqueueAccountMail(app.queue, { kind: "verification-resend", email: request.body.email });
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/email/verify",
    {
      schema: {
        tags: ["users"],
        summary:
          "The link in the verification mail: redirects to /verified (again=1 when it was), /expired or /invalid",
        querystring: ZVerifyEmailQuery,
      },
    },
    async (request, reply) => {
      const outcome = await verifyEmail(app.db, request.query.token);
      if (outcome.status === "verified" || outcome.status === "already")
        return reply.redirect(
          `/verified?email=${encodeURIComponent(outcome.email)}${outcome.status === "already" ? "&again=1" : ""}`,
          302,
        );
      if (outcome.status === "expired")
        return reply.redirect(`/expired?email=${encodeURIComponent(outcome.email)}`, 302);
      return reply.redirect("/invalid", 302);
    },
  );

  app.post(
    "/signin/email",
    {
      schema: {
        tags: ["users"],
        summary: "Signs in: 2004 unknown address, 1023 wrong password, 2508 not verified (mail resent)",
        body: ZSigninEmailRequest,
        response: { 200: ZSigninResponse, 400: ZApiError, 403: ZApiError },
      },
      onRequest: perMinute,
    },
    async (request, reply) => {
      const result = await signInWithEmail(app, { ...request.body, ...signInContext(request) });
      if ("twoStep" in result) return { twoStep: result.twoStep };
      setSessionCookie(request, reply, result.session.token, result.session.expiresAt);
      return result.user;
    },
  );

  app.post(
    "/signin/2step",
    {
      schema: {
        tags: ["users"],
        summary:
          "Finishes a 2-step sign-in with the mailed code: M-W-1202 wrong, M-W-1200 expired or used up, M-W-1100 sign-in ended",
        body: ZAuthCodeRequest,
        response: { 200: ZSigninUser, 400: ZApiError, 401: ZApiError },
      },
      onRequest: perMinute,
    },
    async (request, reply) => {
      const { session, user } = await completeTwoStepSignIn(app, {
        ...request.body,
        ...signInContext(request),
      });
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return user;
    },
  );

  app.post(
    "/signin/2step/resend",
    {
      schema: {
        tags: ["users"],
        summary: "Mails a new code for a 2-step sign-in still waiting (M-W-1100 once it ended)",
        body: ZAuthIdRequest,
        response: { 200: ZTwoStepChallenge, 401: ZApiError },
      },
      config: { rateLimit: { max: app.config.perMinute.sends, timeWindow: 60_000 } },
    },
    async (request) => resendTwoStepSignInCode(app, request.body.authId),
  );

  app.post(
    "/auth/2step/code",
    {
      schema: {
        tags: ["users"],
        summary: "Mails a code that confirms turning 2-step verification on or off",
        body: ZTwoStepChangeRequest,
        response: { 200: ZTwoStepChallenge, 401: ZApiError },
      },
      config: { rateLimit: { max: app.config.perMinute.sends, timeWindow: 60_000 } },
    },
    async (request) => requestTwoStepChange(app, requireUser(request).id, request.body.useAuth),
  );

  app.put(
    "/auth/2step",
    {
      schema: {
        tags: ["users"],
        summary:
          "Turns 2-step verification on or off with the mailed code: 3001 wrong, M-W-1200 expired, 2509 ended",
        body: ZAuthCodeRequest,
        response: { 200: ZTwoStepState, 400: ZApiError, 401: ZApiError, 410: ZApiError },
      },
    },
    async (request) => confirmTwoStepChange(app, requireUser(request).id, request.body),
  );

  app.put(
    "/pwd",
    {
      schema: {
        tags: ["users"],
        summary: "Changes the password with the current one (M-W-1013 when wrong); ends every other session",
        body: ZChangePasswordRequest,
        response: { 204: z.null(), 400: ZApiError, 401: ZApiError, 429: ZApiError },
      },
      onRequest: perMinute,
    },
    async (request, reply) => {
      await changePassword(app, {
        ...request.body,
        userId: requireUser(request).id,
        currentToken: request.cookies[SESSION_COOKIE] ?? "",
        ip: request.ip,
      });
      return reply.status(204).send(null);
    },
  );

  app.put(
    "/terms_check",
    {
      schema: {
        tags: ["users"],
        summary: "Accepts the terms (and optionally marketing) for the signed-in user",
        body: ZTermsCheckRequest,
        response: { 204: z.null(), 401: ZApiError },
      },
    },
    async (request, reply) => {
      await acceptTerms(app.db, requireUser(request).id, request.body.allowAd);
      return reply.status(204).send(null);
    },
  );

  app.put(
    "/first",
    {
      schema: {
        tags: ["users"],
        summary: "Marks the first-visit page as seen",
        response: { 204: z.null(), 401: ZApiError },
      },
    },
    async (request, reply) => {
      await finishFirstVisit(app.db, requireUser(request).id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/me",
    { schema: { tags: ["users"], summary: "The signed-in user", response: { 200: ZMe, 401: ZApiError } } },
    async (request) => getMe(app.db, requireUser(request).id),
  );

  app.put(
    "/me",
    {
      schema: {
        tags: ["users"],
        summary: "Edits name and language",
        body: ZUpdateMeRequest,
        response: { 200: ZMe, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) => updateMe(app.db, requireUser(request).id, request.body),
  );

  app.put(
    "/profile-img",
    {
      schema: {
        tags: ["users"],
        summary:
          "Sets the profile image (form field `image`): jpg/jpeg/png/webp by content, at most 5 MB; IMAGE_INVALID lists the rules",
        consumes: ["multipart/form-data"],
        response: { 200: ZMe, 400: ZApiError, 401: ZApiError },
      },
      config: { rateLimit: { max: app.config.perMinute.changes, timeWindow: 60_000 } },
    },
    async (request) => {
      const user = requireUser(request);
      if (!request.isMultipart())
        throw new AppError("VALIDATION", { field: "image", data: { fields: { image: "valid.required" } } });
      // A multipart request busboy cannot read (no boundary) carries no image either.
      const file = await request.file().catch(() => undefined);
      if (file?.fieldname !== "image")
        throw new AppError("VALIDATION", { field: "image", data: { fields: { image: "valid.required" } } });
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (err) {
        if (err instanceof app.multipartErrors.RequestFileTooLargeError)
          throw new AppError("IMAGE_INVALID", { field: "image", data: imageRules("size") });
        throw err;
      }
      return updateProfileImage(app, user.id, bytes);
    },
  );

  app.get(
    "/withdraw/can",
    {
      schema: {
        tags: ["users"],
        summary: "Whether the account may be deleted; names the tokens for events that have not ended",
        response: { 200: ZWithdrawCheck, 401: ZApiError },
      },
    },
    async (request) => checkWithdraw(app.db, requireUser(request).id, contentLanguage(request)),
  );

  app.post(
    "/withdraw",
    {
      schema: {
        tags: ["users"],
        summary:
          "Deletes the account (WITHDRAW_BLOCKED with the tokens, M-W-1013 wrong password), then signs out",
        body: ZWithdrawRequest,
        response: { 204: z.null(), 400: ZApiError, 401: ZApiError, 409: ZApiError },
      },
      onRequest: perMinute,
    },
    async (request, reply) => {
      await withdraw(app, { userId: requireUser(request).id, pwd: request.body.pwd, ip: request.ip });
      clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/reset/pwd/email",
    {
      schema: {
        tags: ["users"],
        summary: "Mails a password reset link; the same answer whether or not the address exists",
        querystring: ZResetPasswordMailQuery,
        body: ZResetPasswordMailRequest,
        response: { 204: z.null(), 400: ZApiError },
      },
      config: { rateLimit: { max: app.config.perMinute.sends, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      await enqueueAccountMail(app.queue, { kind: "password-reset", email: request.body.email });
      return reply.status(204).send(null);
    },
  );

  app.put(
    "/reset/pwd",
    {
      schema: {
        tags: ["users"],
        summary:
          "Sets a new password with a reset link (3004 when the link cannot be used); ends every session",
        body: ZResetPasswordRequest,
        response: { 204: z.null(), 400: ZApiError, 410: ZApiError },
      },
      config: { rateLimit: { max: app.config.perMinute.changes, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      await resetPassword(app.db, request.body.token, request.body.pwd);
      return reply.status(204).send(null);
    },
  );
};
