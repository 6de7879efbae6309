import { describe, expect, it } from 'vitest';
import { pageMetaOnly } from '../../../../scripts/vite-page-meta';

describe('a page read for its meta only (scripts/vite-page-meta.ts)', () => {
  it('keeps the meta object and nothing the page imports', () => {
    const page = [
      "import { UserList } from '@web/features/admin-users';",
      "import type { RouteMeta } from '@web/lib/route-meta';",
      '',
      "export const meta: RouteMeta = { action: 'manage', subject: 'User' };",
      '',
      'export default function UserListPage() {',
      '  return <UserList />;',
      '}',
    ].join('\n');
    expect(pageMetaOnly(page, 'list.tsx')).toBe('export const meta = {"action":"manage","subject":"User"};\n');
  });

  it('refuses a page whose meta it cannot read, naming the file, rather than guessing', () => {
    const spread = 'export const meta: RouteMeta = {\n  ...base,\n  public: true,\n};\n';
    expect(() => pageMetaOnly(spread, 'pages/x.tsx')).toThrow(/pages\/x\.tsx: page meta, line 2/);
    expect(() => pageMetaOnly('export default function X() {}', 'pages/y.tsx')).toThrow(/pages\/y\.tsx/);
  });
});
