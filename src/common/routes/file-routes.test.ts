import { describe, expect, it } from 'vitest';
import { fileToRoute, isRouteFile } from './file-routes';

describe('fileToRoute', () => {
  it.each([
    ['login.tsx', '/login', 'login'],
    ['index.tsx', '/', 'root'],
    ['apps/invoice/list.tsx', '/apps/invoice/list', 'apps-invoice-list'],
    ['apps/invoice/edit/[id].tsx', '/apps/invoice/edit/:id', 'apps-invoice-edit-id'],
    ['apps/email/index.tsx', '/apps/email', 'apps-email'],
    ['pages/account-settings/[tab].tsx', '/pages/account-settings/:tab', 'pages-account-settings-tab'],
    ['[lang]/offer/[offerid].tsx', '/:lang/offer/:offerid', 'lang-offer-offerid'],
    ['[...error].tsx', '/*', 'error'],
    ['dashboards/crm.tsx', '/dashboards/crm', 'dashboards-crm'],
  ])('%s -> %s (%s)', (file, path, name) => {
    expect(fileToRoute(file)).toEqual({ path, name });
  });
});

describe('isRouteFile', () => {
  it('skips helpers starting with _ and test files', () => {
    expect(isRouteFile('apps/chat.tsx')).toBe(true);
    expect(isRouteFile('apps/_chat-helpers.tsx')).toBe(false);
    expect(isRouteFile('_parts/header.tsx')).toBe(false);
    expect(isRouteFile('apps/chat.test.tsx')).toBe(false);
    expect(isRouteFile('apps/readme.md')).toBe(false);
  });
});
