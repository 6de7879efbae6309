import path from 'node:path';

/**
 * The browser state of a demo account signed in once per run by e2e/sign-in.setup.ts, for
 * `test.use({ storageState: SIGNED_IN.admin })` in tests that need "some signed-in admin/member"
 * rather than a sign-in of their own. The session is the four localStorage values of
 * src/web/lib/session.ts, stored for the test server's address and every site's domain.
 *
 * Every test using one shares its sign-in: such a test must not sign out, change the account's
 * password or sign out other devices (that would sign every other test out). Those tests sign in
 * on their own (signInAs with `ownSession` in ./session, signInPage in ./accounts, or the form).
 * signInAs without it reuses these same states.
 */
const dir = path.join(import.meta.dirname, '..', '..', 'test-results', '.auth');

export const SIGNED_IN = {
  admin: path.join(dir, 'admin.json'),
  member: path.join(dir, 'member.json'),
} as const;

export type Role = keyof typeof SIGNED_IN;
