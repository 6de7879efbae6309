import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { permissions } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { registerAdmin, type TestUser } from '../../test/accounts';
import { describeDialects } from '../../test/describe-dialects';
import { fieldCodes } from '../../test/field-codes';

/** Permissions name only the actions and subjects the code checks (src/common/permissions/subjects.ts). */
describeDialects('permission actions and subjects on %s', (dialect) => {
  let app: App;
  let admin: TestUser;
  beforeAll(async () => {
    app = await buildTestApp({ dialect });
    admin = await registerAdmin(app);
  });
  afterAll(async () => app?.close());

  const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    app.inject({ method, url, headers: admin.headers, payload });

  it('refuses a permission with an unknown subject or action with 400, saying which field', async () => {
    const subject = await send('POST', '/api/admin/permissions', { action: 'read', subject: 'Report' });
    expect(subject.statusCode).toBe(400);
    expect(fieldCodes(subject.json())).toEqual({ subject: 'notInList' });
    const action = await send('POST', '/api/admin/permissions', { action: 'approve', subject: 'Listing' });
    expect(action.statusCode).toBe(400);
    expect(fieldCodes(action.json())).toEqual({ action: 'notInList' });
  });

  it('refuses to change a permission into one naming an unknown subject', async () => {
    const made = await send('POST', '/api/admin/permissions', { action: 'update', subject: 'Dashboard' });
    expect(made.statusCode).toBe(201);
    const patched = await send('PATCH', `/api/admin/permissions/${made.json().id}`, { subject: 'Reports' });
    expect(patched.statusCode).toBe(400);
    expect(fieldCodes(patched.json())).toEqual({ subject: 'notInList' });
  });

  it('still lists a row stored before the lists existed, as it was written', async () => {
    await app.db
      .insert(permissions)
      .values({ action: 'export', subject: 'LegacyReport', own: false, description: 'Old' });
    const listed = await app.inject({ method: 'GET', url: '/api/admin/permissions', headers: admin.headers });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'export', subject: 'LegacyReport' })]),
    );
  });
});
