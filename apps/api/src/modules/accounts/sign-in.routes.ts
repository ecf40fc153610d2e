import {
  AuthResponseSchema,
  authMessages,
  EmailOnlySchema,
  GoogleSignInSchema,
  LoginSchema,
  MeResponseSchema,
  MessageResponseSchema,
  missingFieldsMessage,
  missingSignupFields,
  ResetPasswordSchema,
  SignupSchema,
  signupFields,
  VerifySignupOtpSchema,
} from '@shop/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import {
  clearSessionCookie,
  clearSignupCookie,
  requireUser,
  setSessionCookie,
  setSignupCookie,
} from '../../plugins/auth.ts';
import { type AuthLimits, byEmail, byIp, guardOf, limitBy, limitCounter } from './accounts.limits.ts';
import { sessionUserJson } from './accounts.mapper.ts';
import type { AccountsRoutesContext } from './accounts.routes-context.ts';
import type { SignedIn } from './auth.service.ts';

const userAgent = (request: FastifyRequest) => request.headers['user-agent'];

/** docs/PRODUCT.md §5: the sign-up names every missing field before any other check. */
async function requireSignupFields(request: FastifyRequest): Promise<void> {
  const missing = missingSignupFields(request.body);
  if (missing.length === 0) return;
  throw new AppError(
    400,
    'MISSING_FIELDS',
    missingFieldsMessage(missing),
    missing.map((field) => ({ field, message: `${signupFields[field]} is required` })),
  );
}

/** The sign-up attempt a request presents (its sign-up token, by bearer or cookie), if any. */
function signupAttempt(request: FastifyRequest) {
  const session = request.authSession;
  return session?.purpose === 'signup' ? { sessionId: session.id, userId: session.userId } : undefined;
}

/** Sign-up, OTP, login, logout, Google, forgotten password: everything before and around a session. */
export const signInRoutes: FastifyPluginAsyncZod<{ ctx: AccountsRoutesContext; limits: AuthLimits }> = async (
  app,
  { ctx, limits },
) => {
  const { auth, account } = ctx.accounts;
  const signedIn = (reply: FastifyReply, result: SignedIn, message: string) => {
    setSessionCookie(reply, ctx.config, result.token, result.expiresAt);
    return { success: true as const, message, token: result.token, user: result.user };
  };
  const codesPerIp = limitCounter(app, 'otp-send-ip', limits.otpSendPerIp, byIp);
  const codesPerAccount = limitCounter(app, 'otp-send-account', limits.otpSendPerAccount, byEmail);
  const otpSend = [
    guardOf(codesPerIp, 'codes requested'),
    guardOf(codesPerAccount, 'codes requested for this email'),
  ];
  /** A code a login mails to a pending account counts like a resend: within the same limits, or not at all. */
  const mayMailCode = (request: FastifyRequest) => async () =>
    (await codesPerAccount(request)).allowed && (await codesPerIp(request)).allowed;
  const otpCheck = [
    limitBy(app, 'otp-check-ip', limits.otpCheckPerIp, byIp, 'code attempts'),
    limitBy(app, 'otp-check-account', limits.otpCheckPerAccount, byEmail, 'code attempts for this email'),
  ];
  const login = [
    limitBy(app, 'login-ip', limits.loginPerIp, byIp, 'login attempts'),
    limitBy(app, 'login-account', limits.loginPerAccount, byEmail, 'login attempts for this email'),
  ];

  app.post(
    '/generate-signup-otp',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Start a sign-up: creates the unverified account and e-mails a 6-digit code',
        description: 'The answered token is a sign-up token: it can only verify or resend the code.',
        body: SignupSchema,
        response: { 200: AuthResponseSchema, ...errorResponses(400, 409, 429) },
      },
      preValidation: requireSignupFields,
      preHandler: otpSend,
    },
    async (request, reply) => {
      const result = await auth.startSignup(request.body, userAgent(request));
      setSignupCookie(reply, ctx.config, result.token, result.expiresAt);
      return {
        success: true as const,
        message: authMessages.otpSent,
        token: result.token,
        user: result.user,
      };
    },
  );

  app.post(
    '/verify-signup-otp',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Confirm the e-mail with the code; signs in (session cookie and token)',
        body: VerifySignupOtpSchema,
        response: { 200: AuthResponseSchema, ...errorResponses(400, 429) },
      },
      preHandler: otpCheck,
    },
    async (request, reply) => {
      const { email, otp } = request.body;
      const result = await auth.verifySignup(email, otp, userAgent(request), signupAttempt(request));
      clearSignupCookie(reply, ctx.config);
      return signedIn(reply, result, authMessages.otpVerified);
    },
  );

  app.post(
    '/resend-signup-otp',
    {
      schema: {
        tags: ['accounts'],
        summary: 'E-mail a pending sign-up a new code (one a minute)',
        description:
          'The same answer whether the e-mail is unknown, waiting for its code or already confirmed; ' +
          'a confirmed account is e-mailed how to log in instead.',
        body: EmailOnlySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 429) },
      },
      preHandler: otpSend,
    },
    async (request) => {
      await auth.resendSignup(request.body.email, signupAttempt(request)?.sessionId);
      return { success: true as const, message: authMessages.signupCodeResent };
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Log in with e-mail and password; sets the session cookie and answers the token',
        body: LoginSchema,
        response: { 200: AuthResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
      preHandler: login,
    },
    async (request, reply) =>
      signedIn(
        reply,
        await auth.login(request.body, userAgent(request), mayMailCode(request)),
        authMessages.loginSuccess,
      ),
  );

  app.post(
    '/google',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with a Google ID token (Google Identity Services credential)',
        body: GoogleSignInSchema,
        response: { 200: AuthResponseSchema, ...errorResponses(400, 401, 404, 429, 503) },
      },
      preHandler: [limitBy(app, 'google-ip', limits.googlePerIp, byIp, 'sign-in attempts')],
    },
    async (request, reply) =>
      signedIn(
        reply,
        await auth.googleSignIn(request.body.credential, userAgent(request)),
        authMessages.loginSuccess,
      ),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'End this session on the server and clear the cookie',
        response: { 200: MessageResponseSchema },
      },
    },
    async (request, reply) => {
      const session = request.authSession;
      if (session) {
        await ctx.accounts.sessions.end(ctx.database.db, session.id);
        await ctx.accounts.sessions.accessChanged({ userId: session.userId, sessionId: session.id });
      }
      clearSessionCookie(reply, ctx.config);
      return { success: true as const, message: authMessages.loggedOut };
    },
  );

  app.get(
    '/me',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user (401 when nobody is signed in)',
        security: bearerSecurity,
        response: { 200: MeResponseSchema, ...errorResponses(401) },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const user = request.user!;
      return { user: sessionUserJson(user), cartCount: await ctx.cart.itemCount(user.id) };
    },
  );

  app.post(
    '/forgotPassword',
    {
      schema: {
        tags: ['accounts'],
        summary: 'E-mail a password reset code; the same answer whether or not the account exists',
        body: EmailOnlySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 429) },
      },
      preHandler: otpSend,
    },
    async (request) => {
      await account.forgotPassword(request.body.email);
      return { success: true as const, message: authMessages.resetCodeSent };
    },
  );

  app.post(
    '/resetPassword',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the e-mailed code; ends every session of the account',
        body: ResetPasswordSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 429) },
      },
      preHandler: otpCheck,
    },
    async (request) => {
      const { email, otp, password } = request.body;
      await account.resetPassword(email, otp, password);
      return { success: true as const, message: authMessages.passwordReset };
    },
  );
};
