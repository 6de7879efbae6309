import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

/** What a user notices: after an admin change, every admin list and user page refetches; their own data does not. */
describe('queryKeys', () => {
  it('invalidating admin.all marks every admin query stale, and only those', async () => {
    const client = new QueryClient();
    const keys = [
      queryKeys.admin.users({ page: 1, pageSize: 10 }),
      queryKeys.admin.user('u1'),
      queryKeys.admin.roles,
      queryKeys.admin.permissions,
      queryKeys.me,
      queryKeys.account.sessions,
    ];
    for (const key of keys) client.setQueryData(key, 'cached');
    await client.invalidateQueries({ queryKey: queryKeys.admin.all });
    const stale = keys.map((key) => client.getQueryState(key)?.isInvalidated);
    expect(stale).toEqual([true, true, true, true, false, false]);
  });
});
