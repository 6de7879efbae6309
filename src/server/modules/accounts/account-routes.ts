import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AVATAR_MAX_BYTES,
  changePasswordSchema,
  publicUserSchema,
  sessionInfoSchema,
  totpCodeSchema,
  totpSetupSchema,
  updateAccountSchema,
} from '../../../common/schemas/account';
import { okSchema } from '../../../common/schemas/auth';
import { users } from '../../db/schema';
import { authOf, requireUser } from '../../plugins/auth';
import { apiErrorSchema, HttpError, sendNotFound } from '../../plugins/errors';
import { AVATAR_FILE, avatarDir, contentTypeOf, removeAvatar, saveAvatar, sniffImageType } from './avatar';
import { requestInfo, type AccountsDeps } from './context';
import { toPublicUser } from './public-user';
import { changePassword, emailTaken, emailTakenError, isUniqueViolation, sendLinkMail } from './service';
import { listSignIns, revokeSignIn } from './sessions';
import { newTotpSecret, spendTotpCode, totpEnrolment } from './totp';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 413: apiErrorSchema };
const security = [{ bearer: [] }];
/** Verification mails one account may ask for per quarter hour. */
export const RESEND_VERIFICATION_LIMIT = 5;

export const accountRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  const tags = ['account'];
  const { db } = deps;
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0 } });

  // Everything here is about the signed-in user's own account.
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url?.startsWith('/api/avatars/')) return;
    await requireUser.call(app, request, reply);
  });

  app.patch(
    '/account',
    {
      schema: {
        tags,
        security,
        summary: 'Change name, e-mail or language',
        body: updateAccountSchema,
        response: { 200: publicUserSchema, ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { name, email, language } = request.body;
      const emailChanged = email !== undefined && email.toLowerCase() !== auth.user.email.toLowerCase();
      if (emailChanged && (await emailTaken(db, email, auth.user.id))) throw emailTakenError();
      let updated;
      try {
        [updated] = await db
          .update(users)
          .set({
            ...(name !== undefined ? { name } : {}),
            ...(email !== undefined ? { email } : {}),
            ...(language !== undefined ? { language } : {}),
            ...(emailChanged ? { emailVerifiedAt: null } : {}),
            updatedAt: new Date(),
          })
          .where(eq(users.id, auth.user.id))
          .returning();
      } catch (err) {
        if (isUniqueViolation(err)) throw emailTakenError();
        throw err;
      }
      if (!updated) throw new HttpError(404, 'No such account.');
      if (emailChanged) {
        await sendLinkMail(deps, updated, requestInfo(request, app.env), 'email-verification').catch((err: unknown) =>
          request.log.error({ err }, 'could not send the verification mail'),
        );
      }
      return toPublicUser(updated, auth.roles);
    },
  );

  app.post(
    '/account/verify-email',
    {
      // Each call sends a mail: a few per quarter hour is plenty for a lost message.
      // Counted per account once signed in (preHandler runs after the auth hook).
      config: {
        rateLimit: {
          max: RESEND_VERIFICATION_LIMIT,
          timeWindow: '15 minutes',
          hook: 'preHandler' as const,
          keyGenerator: (request: FastifyRequest) => `verify-mail|${authOf(request).user.id}`,
          errorResponseBuilder: (_request: FastifyRequest, context: { statusCode: number }) =>
            new HttpError(context.statusCode, 'auth.error.tooManyTries'),
        },
      },
      schema: {
        tags,
        security,
        summary: 'Send the e-mail verification link again',
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      if (!auth.user.emailVerifiedAt)
        await sendLinkMail(deps, auth.user, requestInfo(request, app.env), 'email-verification');
      return { ok: true as const };
    },
  );

  app.post(
    '/account/password',
    {
      schema: {
        tags,
        security,
        summary: 'Change the password; signs out every other session',
        body: changePasswordSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await changePassword(deps, auth.user, auth.signInId, request.body.currentPassword, request.body.newPassword);
      return { ok: true as const };
    },
  );

  app.get(
    '/account/sessions',
    {
      schema: {
        tags,
        security,
        summary: 'Where this account is signed in',
        response: { 200: z.array(sessionInfoSchema), 401: apiErrorSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const rows = await listSignIns(db, auth.user.id);
      return rows.map((s) => ({
        id: s.signInId,
        userAgent: s.userAgent,
        createdAt: s.createdAt.toISOString(),
        lastUsedAt: s.lastUsedAt.toISOString(),
        expiresAt: s.expiresAt.toISOString(),
        current: s.signInId === auth.signInId,
      }));
    },
  );

  app.delete(
    '/account/sessions/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Sign out one session',
        params: z.object({ id: z.uuid() }),
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      // Scoped to the caller: another user's session id is simply not found.
      if (!(await revokeSignIn(db, auth.user.id, request.params.id))) throw new HttpError(404, 'No such session.');
      return { ok: true as const };
    },
  );

  app.post(
    '/account/avatar',
    {
      schema: {
        tags,
        security,
        summary: 'Upload a PNG, JPEG or WebP picture (multipart, field "file")',
        consumes: ['multipart/form-data'],
        response: { 200: publicUserSchema, ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      if (!request.isMultipart())
        throw new HttpError(400, 'Send the picture as multipart/form-data.', { file: 'account.error.avatarMissing' });
      const file = await request.file();
      if (!file) throw new HttpError(400, 'No file was sent.', { file: 'account.error.avatarMissing' });
      const data = await file.toBuffer();
      const type = sniffImageType(data);
      if (!type)
        throw new HttpError(400, 'Only PNG, JPEG and WebP pictures are accepted.', {
          file: 'account.error.avatarType',
        });
      const name = await saveAvatar(app.env.DATA_DIR, auth.user.id, data, type);
      const [updated] = await db
        .update(users)
        .set({ avatar: name, updatedAt: new Date() })
        .where(eq(users.id, auth.user.id))
        .returning();
      await removeAvatar(app.env.DATA_DIR, auth.user.avatar);
      if (!updated) throw new HttpError(404, 'No such account.');
      return toPublicUser(updated, auth.roles);
    },
  );

  app.get(
    '/avatars/:file',
    { schema: { tags, summary: 'A user picture', params: z.object({ file: z.string().regex(AVATAR_FILE) }) } },
    async (request, reply) => {
      const file = path.join(avatarDir(app.env.DATA_DIR), request.params.file);
      try {
        await access(file);
      } catch {
        return sendNotFound(request, reply);
      }
      return reply
        .type(contentTypeOf(file))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(createReadStream(file));
    },
  );

  app.post(
    '/account/totp/setup',
    {
      schema: {
        tags,
        security,
        summary: 'Start two-step sign-in: a new secret as otpauth URL and QR code',
        response: { 200: totpSetupSchema, ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      if (auth.user.totpEnabled) throw new HttpError(409, 'Two-step sign-in is already on; turn it off first.');
      const secret = newTotpSecret();
      await db.update(users).set({ totpSecret: secret, totpLastStep: null }).where(eq(users.id, auth.user.id));
      return totpEnrolment(secret, auth.user.email, request.site.configuration.AppTitle);
    },
  );

  app.post(
    '/account/totp/enable',
    {
      schema: {
        tags,
        security,
        summary: 'Turn two-step sign-in on with a code from the app',
        body: totpCodeSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      if (!auth.user.totpSecret) throw new HttpError(409, 'Start with /api/account/totp/setup.');
      if (!(await spendTotpCode(db, auth.user, auth.user.totpSecret, request.body.code))) {
        throw new HttpError(400, 'auth.error.totpInvalid', { code: 'auth.error.totpInvalid' });
      }
      await db.update(users).set({ totpEnabled: true }).where(eq(users.id, auth.user.id));
      return { ok: true as const };
    },
  );

  app.post(
    '/account/totp/disable',
    {
      schema: {
        tags,
        security,
        summary: 'Turn two-step sign-in off with a current code',
        body: totpCodeSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      if (!auth.user.totpEnabled || !auth.user.totpSecret) return { ok: true as const };
      if (!(await spendTotpCode(db, auth.user, auth.user.totpSecret, request.body.code))) {
        throw new HttpError(400, 'auth.error.totpInvalid', { code: 'auth.error.totpInvalid' });
      }
      await db.update(users).set({ totpEnabled: false, totpSecret: null, totpLastStep: null }).where(eq(users.id, auth.user.id));
      return { ok: true as const };
    },
  );
};
