import {
  authMessages,
  ChangePasswordSchema,
  EmailOnlySchema,
  MessageResponseSchema,
  UpdateProfileSchema,
  UserDetailsRequestSchema,
  UserDetailsResponseSchema,
  UserResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, bearerSecurity as security } from '../../lib/route-schemas.ts';
import { clearSessionCookie, requireUser } from '../../plugins/auth.ts';
import { type AuthLimits, byUser, limitBy } from './accounts.limits.ts';
import type { AccountsRoutesContext } from './accounts.routes-context.ts';

/** The signed-in person's own account: profile, details, password, sessions, deletion. */
export const profileRoutes: FastifyPluginAsyncZod<{
  ctx: AccountsRoutesContext;
  limits: AuthLimits;
}> = async (app, { ctx, limits }) => {
  const { account, sessions } = ctx.accounts;
  app.addHook('onRequest', requireUser);

  app.put(
    '/updateProfile',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Update names, username and phone (the e-mail cannot change)',
        security,
        body: UpdateProfileSchema,
        response: { 200: UserResponseSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      user: await account.updateProfile(request.user!, request.body),
    }),
  );

  app.post(
    '/getUserDetails',
    {
      schema: {
        tags: ['accounts'],
        summary: "A user's details: one's own, or anyone's for an admin",
        security,
        body: UserDetailsRequestSchema,
        response: { 200: UserDetailsResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await account.userDetails(request.user!, request.body.userId);
      const session = request.authSession;
      return { success: true as const, user, ...(session?.via === 'bearer' ? { token: session.token } : {}) };
    },
  );

  app.post(
    '/deleteAccount',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Delete one’s own account: personal data removed, past orders kept',
        security,
        body: EmailOnlySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      await account.deleteAccount(request.user!, request.body.email);
      clearSessionCookie(reply, ctx.config);
      return { success: true as const, message: authMessages.accountDeleted };
    },
  );

  app.post(
    '/changePassword',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Change the password; other sessions end, this one stays',
        security,
        body: ChangePasswordSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 401, 429) },
      },
      preHandler: [
        limitBy(app, 'password-change', limits.passwordChangePerAccount, byUser, 'password attempts'),
      ],
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      await account.changePassword(request.user!, request.authSession!.id, currentPassword, newPassword);
      return { success: true as const, message: authMessages.passwordChanged };
    },
  );

  app.post(
    '/logoutAll',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Log out of all devices, this one included',
        security,
        response: { 200: MessageResponseSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await sessions.endAll(ctx.database.db, request.user!.id);
      await sessions.accessChanged({ userId: request.user!.id });
      clearSessionCookie(reply, ctx.config);
      return { success: true as const, message: authMessages.loggedOutEverywhere };
    },
  );
};
