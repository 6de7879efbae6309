import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
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
import { users, type User } from '../../db/schema';
import { authOf, requireUser } from '../../plugins/auth';
import { apiErrorSchema, HttpError, sendNotFound } from '../../plugins/errors';
import { avatarPreset } from '../../media/presets';
import { openMedia, sendMedia } from '../../media/serve';
import { saveMedia } from '../../media/store';
import { renderVariants, type MediaProblem } from '../../media/variants';
import { AVATAR_FILE, AVATAR_NAMES, removeAvatar } from '../../auth/avatar';
import { requestInfo, type AccountsDeps } from '../../auth/context';
import { checkPasswordForEmailChange, sendEmailChangedNotice } from './email-change';
import { toPublicUser } from '../../auth/public-user';
import { emailTaken, emailTakenError, isUniqueViolation } from '../../auth/users';
import { sendLinkMail } from '../../auth/link-mail';
import { changePassword } from './service';
import { listSignIns, revokeSignIn } from '../../auth/sessions';
import { newTotpSecret, spendTotpCode, totpEnrolment } from '../../auth/totp';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 413: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema };
const security = [{ bearer: [] }];

export const accountRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  const tags = ['account'];
  const { db, limits } = deps;
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
        summary: 'Change name, e-mail or language; a new e-mail needs currentPassword (unless the account has none)',
        body: updateAccountSchema,
        response: { 200: publicUserSchema, ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { name, email, language, currentPassword } = request.body;
      const emailChanged = email !== undefined && email.toLowerCase() !== auth.user.email.toLowerCase();
      // Before the taken check, so a session alone cannot probe which addresses have accounts.
      if (emailChanged) {
        // Guessing the password with a stolen session counts like guessing it at sign-in, and a
        // flood of changes cannot mail one address (the new one) without end.
        if (auth.user.passwordHash) await limits.signInAttempt(auth.user.email);
        await limits.withIpShare(request.ip, () => checkPasswordForEmailChange(auth.user, currentPassword));
        if (auth.user.passwordHash) await limits.signInSucceeded(auth.user.email);
        await limits.mailTo('verify', email);
      }
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
        const info = requestInfo(request, app.env);
        await sendLinkMail(deps, updated, info, 'email-verification').catch((err: unknown) =>
          request.log.error({ err }, 'could not send the verification mail'),
        );
        await sendEmailChangedNotice(deps, auth.user, updated.email, info).catch((err: unknown) =>
          request.log.error({ err }, 'could not send the e-mail change notice'),
        );
      }
      return toPublicUser(updated, auth.roles);
    },
  );

  app.post(
    '/account/verify-email',
    {
      schema: {
        tags,
        security,
        summary: 'Send the e-mail verification link again',
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      if (!auth.user.emailVerifiedAt) {
        // Each call sends a mail: a few per hour per address is plenty for a lost message.
        await limits.mailTo('verify', auth.user.email);
        await sendLinkMail(deps, auth.user, requestInfo(request, app.env), 'email-verification');
      }
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
      await limits.withIpShare(request.ip, () =>
        changePassword(deps, auth.user, auth.signInId, request.body.currentPassword, request.body.newPassword),
      );
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
      const rendered = await renderVariants(await file.toBuffer(), avatarPreset);
      if ('problem' in rendered) throw avatarProblem(rendered.problem);
      const saved = await saveMedia(app.env.DATA_DIR, avatarPreset, rendered.variants);
      const remove = (file: string | null | undefined) =>
        removeAvatar(app.env.DATA_DIR, file ?? null).catch((err: unknown) =>
          request.log.error({ err }, 'could not remove an avatar file'),
        );
      let updated;
      try {
        [updated] = await db
          .update(users)
          .set({ avatar: saved.files.avatar, updatedAt: new Date() })
          .where(eq(users.id, auth.user.id))
          .returning();
      } catch (err) {
        await remove(saved.files.avatar);
        throw err;
      }
      // The old picture goes once the new one is in place; a file left over is only disk space.
      await remove(updated ? auth.user.avatar : saved.files.avatar);
      if (!updated) throw new HttpError(404, 'No such account.');
      return toPublicUser(updated, auth.roles);
    },
  );

  app.get(
    '/avatars/:file',
    { schema: { tags, summary: 'A user picture', params: z.object({ file: z.string().regex(AVATAR_FILE) }) } },
    async (request, reply) => {
      const media = await openMedia(app.env.DATA_DIR, avatarPreset.collection, request.params.file, AVATAR_NAMES);
      return media ? sendMedia(reply, media) : sendNotFound(request, reply);
    },
  );

  /** Wrong codes here count with wrong codes at sign-in: the same secret is being guessed. */
  async function checkTotpCode(user: User, secret: string, code: string) {
    await limits.totpAttempt(user.id);
    // Spent once accepted: the same code (or an older one) cannot be replayed.
    if (!(await spendTotpCode(db, user, secret, code))) {
      throw new HttpError(400, 'auth.error.totpInvalid', { code: 'auth.error.totpInvalid' });
    }
    await limits.totpSucceeded(user.id);
  }

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
      await checkTotpCode(auth.user, auth.user.totpSecret, request.body.code);
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
      await checkTotpCode(auth.user, auth.user.totpSecret, request.body.code);
      await db.update(users).set({ totpEnabled: false, totpSecret: null, totpLastStep: null }).where(eq(users.id, auth.user.id));
      return { ok: true as const };
    },
  );
};

function avatarProblem(problem: MediaProblem): HttpError {
  switch (problem) {
    case 'tooLarge':
      return new HttpError(413, 'The picture is too large.', { file: 'account.error.avatarTooLarge' });
    case 'tooManyPixels':
      return new HttpError(400, 'The picture has too many pixels.', { file: 'account.error.avatarTooManyPixels' });
    case 'type':
      return new HttpError(400, 'Only PNG, JPEG and WebP pictures are accepted.', { file: 'account.error.avatarType' });
    case 'unreadable':
      return new HttpError(400, 'The picture could not be read.', { file: 'account.error.avatarType' });
  }
}
