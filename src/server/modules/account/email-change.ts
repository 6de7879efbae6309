import { isLangCode } from '../../../common/i18n/languages';
import type { User } from '../../db/schema';
import { renderMail } from '../../mail/templates';
import { HttpError } from '../../plugins/errors';
import type { AccountsDeps, RequestInfo } from '../../auth/context';
import { verifyPassword } from '../../auth/password';

/**
 * A stolen session alone must not be enough to move an account to another mailbox (and then
 * reset its password from there), so a new e-mail needs the current password. Accounts that
 * only sign in with Google have none to give.
 */
export async function checkPasswordForEmailChange(user: User, currentPassword: string | undefined): Promise<void> {
  if (!user.passwordHash) return;
  if (currentPassword && (await verifyPassword(currentPassword, user.passwordHash))) return;
  throw new HttpError(400, 'passwordWrong', { fields: { currentPassword: 'passwordWrong' } });
}

/** "ne***@ex***.org": enough for the owner to recognise (or not) the address, not to learn it whole. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const [host, tld] = dot > 0 ? [domain.slice(0, dot), domain.slice(dot)] : [domain, ''];
  const hint = (part: string) => `${part.slice(0, part.length > 4 ? 2 : 1)}***`;
  return `${hint(local)}@${hint(host)}${tld}`;
}

/** Tells the old address that the account's mail now goes elsewhere, so a takeover does not go unseen. */
export async function sendEmailChangedNotice(
  deps: AccountsDeps,
  before: User,
  newEmail: string,
  info: RequestInfo,
): Promise<void> {
  const lang = isLangCode(before.language) ? before.language : info.site.defaultLang;
  const mail = renderMail('email-changed', lang, {
    name: before.name,
    link: info.origin,
    site: info.site.configuration.AppTitle,
    newEmail: maskEmail(newEmail),
  });
  await deps.mailer.send({ to: before.email, ...mail });
}
