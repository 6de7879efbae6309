import { describe, expect, it } from 'vitest';
import { korepetycje } from '../../common/sites/korepetycje';
import { readPageEntries, resolvePage } from './page-access';

describe('the pages of the real web app', () => {
  const entries = readPageEntries();
  const accessOf = (url: string) => resolvePage(entries, korepetycje, url).entry?.access ?? 'none';

  it('knows which pages a visitor without a session sees', () => {
    expect(accessOf('/index')).toBe('public');
    expect(accessOf('/sites')).toBe('public');
    expect(accessOf('/login')).toBe('signed-out');
    expect(accessOf('/register')).toBe('signed-out');
    expect(accessOf('/reset-password?token=x')).toBe('public');
    expect(accessOf('/apps/user/list')).toBe('private');
    expect(accessOf('/pages/account-settings/security')).toBe('private');
    expect(accessOf('/no/such/page')).toBe('none');
  });

  it('follows the site redirects to the page and the language they name', () => {
    expect(resolvePage(entries, korepetycje, '/')).toMatchObject({ pathname: '/index', redirectLang: null });
    expect(resolvePage(entries, korepetycje, '/ar?x=1')).toMatchObject({ pathname: '/index', redirectLang: 'ar' });
    expect(resolvePage(entries, korepetycje, '/korepetytorzy').entry?.access).toBe('public');
  });
});
