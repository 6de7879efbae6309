import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '../../../common/api/email';
import { EMAIL_ATTACHMENT_MAX_BYTES, EMAIL_NEW_MAIL_EVENT } from '../../../common/schemas/email';
import type { Mailer } from '../../mail/mailer';
import { authOf, requireUser } from '../../plugins/auth';
import { route } from '../../plugins/contract-route';
import { HttpError } from '../../plugins/errors';
import * as email from './email-service';

export interface EmailOptions {
  mailer: Mailer;
}

const missingFile = () => new HttpError(400, 'emailAttachmentMissing', { fields: { file: 'emailAttachmentMissing' } });

/** The one file part; over the limit is a 413 field error, nothing stored. */
async function uploadedFile(request: FastifyRequest): Promise<{ filename: string; mimetype: string; data: Buffer }> {
  if (!request.isMultipart()) throw missingFile();
  try {
    const file = await request.file();
    if (!file) throw missingFile();
    return { filename: file.filename, mimetype: file.mimetype, data: await file.toBuffer() };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, 'emailAttachmentTooLarge', { fields: { file: 'emailAttachmentTooLarge' } });
    throw new HttpError(400, 'invalidUpload', { fields: { file: 'invalidUpload' } });
  }
}

/** RFC 6266 / 5987: an ASCII fallback and the name as typed, for any language. */
const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * The e-mail app (issue #35): every route wants a signed-in user and works on their own mailbox
 * only (email-service.ts names the owner in every query). Deliveries into other users' inboxes
 * tell them live over their personal channel.
 */
export const emailRoutes: FastifyPluginAsyncZod<EmailOptions> = async (app, { mailer }) => {
  await app.register(multipart, { limits: { fileSize: EMAIL_ATTACHMENT_MAX_BYTES, files: 1, fields: 0 } });
  const signedIn = { onRequest: requireUser };
  const me = (request: FastifyRequest) => authOf(request).user.id;
  const deps: email.EmailDeps = {
    db: app.db,
    mailer,
    log: app.log,
    onDelivered: (ownerIds) => {
      for (const id of ownerIds) app.realtime.sendToUser(id, EMAIL_NEW_MAIL_EVENT, {});
    },
  };

  route(app, api.emailCounts, signedIn, async (request) => email.emailCounts(app.db, me(request)));
  route(app, api.listEmail, signedIn, async (request) => email.listEmail(app.db, me(request), request.query));
  route(app, api.readEmail, signedIn, async (request) => email.openEmail(app.db, me(request), request.params.id));
  route(app, api.composeEmail, signedIn, async (request) => email.composeEmail(deps, me(request), request.body));
  route(app, api.updateDraft, signedIn, async (request) =>
    email.composeEmail(deps, me(request), request.body, request.params.id),
  );
  route(app, api.updateEmails, signedIn, async (request) => ({
    count: await email.updateEmails(app.db, me(request), request.body),
  }));
  route(app, api.deleteEmails, signedIn, async (request) => ({
    count: await email.deleteEmails(app.db, me(request), request.body.ids),
  }));
  route(app, api.uploadEmailAttachment, signedIn, async (request) =>
    email.storeAttachment(app.db, me(request), await uploadedFile(request)),
  );
  route(app, api.downloadEmailAttachment, signedIn, async (request, reply) => {
    const file = await email.readAttachment(app.db, me(request), request.params.id);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', disposition(file.name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.data);
  });
};
