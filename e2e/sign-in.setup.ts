import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test as setup } from '@playwright/test';
import { SITES } from '../src/common/sites';
import { apiSignIn, DEMO_ADMIN, DEMO_MEMBER } from './support/accounts';
import { SIGNED_IN, type Role } from './support/roles';
import { siteUrl } from './support/sites';

/*
 * Signs each demo account in once per run and keeps its browser state (support/roles.ts), so the
 * tests that only need "a signed-in admin" or "a signed-in member" start signed in instead of
 * each signing in again (issue #32).
 */
const ACCOUNTS: Record<Role, { email: string; password: string }> = { admin: DEMO_ADMIN, member: DEMO_MEMBER };

for (const [role, account] of Object.entries(ACCOUNTS) as [Role, (typeof ACCOUNTS)[Role]][]) {
  setup(`the demo ${role} signs in once for the run`, async ({ request, baseURL }) => {
    const session = await apiSignIn(request, account.email, account.password);
    // What the sign-in form stores (src/web/lib/session.ts writeSession), under the same keys.
    const localStorage = [
      { name: 'userId', value: session.userId },
      { name: 'accessToken', value: session.accessToken },
      ...(session.apiToken ? [{ name: 'apiToken', value: session.apiToken }] : []),
      { name: 'userAbilityRules', value: JSON.stringify(session.userAbilityRules) },
    ];
    // localStorage belongs to one address: the test server's, and each site's domain on its port.
    const origins = new Set([new URL(baseURL!).origin]);
    for (const site of SITES) for (const domain of site.domains) origins.add(new URL(siteUrl(domain)).origin);
    mkdirSync(path.dirname(SIGNED_IN[role]), { recursive: true });
    writeFileSync(
      SIGNED_IN[role],
      JSON.stringify({ cookies: [], origins: [...origins].map((origin) => ({ origin, localStorage })) }),
    );
  });
}
