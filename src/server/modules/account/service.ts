import { eq } from 'drizzle-orm';
import { passwordEqualsEmail } from '../../../common/schemas/fields';
import { users, type User } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import type { AccountsDeps } from '../../auth/context';
import { voidResetTokens } from '../../auth/link-mail';
import { hashPassword, verifyPassword } from '../../auth/password';
import { revokeAllSignIns } from '../../auth/sessions';

export async function changePassword(
  deps: AccountsDeps,
  user: User,
  signInId: string,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  // Guessing the current password with a stolen session counts like guessing it at sign-in.
  await deps.limits.signInAttempt(user.email);
  if (!user.passwordHash || !(await verifyPassword(currentPassword, user.passwordHash))) {
    throw new HttpError(400, 'auth.error.passwordWrong', { currentPassword: 'auth.error.passwordWrong' });
  }
  await deps.limits.signInSucceeded(user.email);
  if (passwordEqualsEmail(newPassword, user.email)) {
    throw new HttpError(400, 'auth.error.passwordIsEmail', { newPassword: 'auth.error.passwordIsEmail' });
  }
  await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await voidResetTokens(deps.db, user.id);
  await revokeAllSignIns(deps.db, user.id, signInId);
}
