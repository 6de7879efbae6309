import type { PublicUser } from '../../common/schemas/account';
import { isLangCode } from '../../common/i18n/languages';
import { scopesFor } from '../../common/permissions/define-ability';
import type { User } from '../db/schema';

export const avatarUrlOf = (file: string | null) => (file ? `/api/avatars/${file}` : null);

/** What any API answer may say about a user: never hashes, secrets or Google ids. */
export function toPublicUser(user: User, roles: string[]): PublicUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    language: isLangCode(user.language) ? user.language : null,
    status: user.status,
    emailVerified: user.emailVerifiedAt !== null,
    avatarUrl: avatarUrlOf(user.avatar),
    totpEnabled: user.totpEnabled,
    roles,
    scopes: scopesFor(roles),
    createdAt: user.createdAt.toISOString(),
  };
}
