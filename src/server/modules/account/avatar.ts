import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { users, type User } from '../../db/schema';
import { avatarPreset } from '../../media/presets';
import { saveMedia } from '../../media/store';
import { renderVariants, type MediaProblem } from '../../media/variants';
import { HttpError } from '../../plugins/errors';
import { removeAvatar } from '../../auth/avatar';
import type { AccountsDeps } from '../../auth/context';

/**
 * Makes `data` the user's picture: checked and re-encoded by the media module, stored, then
 * recorded on the account. The old picture goes once the new one is in place; a file left over
 * after a failure is only disk space, so removal errors are logged, not thrown.
 */
export async function setAvatar(deps: AccountsDeps, user: User, data: Buffer, log: FastifyBaseLogger): Promise<User> {
  const dataDir = deps.env.DATA_DIR;
  const rendered = await renderVariants(data, avatarPreset);
  if ('problem' in rendered) throw avatarProblem(rendered.problem);
  const saved = await saveMedia(dataDir, avatarPreset, rendered.variants);
  const remove = (file: string | null | undefined) =>
    removeAvatar(dataDir, file ?? null).catch((err: unknown) => log.error({ err }, 'could not remove an avatar file'));
  let updated;
  try {
    [updated] = await deps.db
      .update(users)
      .set({ avatar: saved.files.avatar, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
  } catch (err) {
    await remove(saved.files.avatar);
    throw err;
  }
  await remove(updated ? user.avatar : saved.files.avatar);
  if (!updated) throw new HttpError(404, 'accountNotFound');
  return updated;
}

function avatarProblem(problem: MediaProblem): HttpError {
  switch (problem) {
    case 'tooLarge':
      return new HttpError(413, 'avatarTooLarge', { fields: { file: 'avatarTooLarge' } });
    case 'tooManyPixels':
      return new HttpError(400, 'avatarTooManyPixels', { fields: { file: 'avatarTooManyPixels' } });
    case 'type':
      return new HttpError(400, 'avatarType', { fields: { file: 'avatarType' } });
    case 'unreadable':
      return new HttpError(400, 'avatarUnreadable', { fields: { file: 'avatarUnreadable' } });
  }
}
