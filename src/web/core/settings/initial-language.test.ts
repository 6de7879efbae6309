import { describe, expect, it } from 'vitest';
import { initialLanguage } from './initial-language';

const site = {
  languages: ['en', 'pl', 'ar'] as ('en' | 'pl' | 'ar')[],
  configuration: { AppTitle: 'Nasz Dom', AppName: '', AppDomain: '', DefaultLandingAdminPage: '/' },
};
const storage = (value: string | null) => ({ getItem: (key: string) => (key === 'Nasz Dom-language' ? value : null) });

describe('initialLanguage', () => {
  it('?lang= wins over the saved choice', () => {
    expect(initialLanguage(site, 'pl', '?lang=en', storage('ar'))).toBe('en');
  });
  it('the saved choice wins over the site default', () => {
    expect(initialLanguage(site, 'pl', '', storage('ar'))).toBe('ar');
  });
  it("falls back to the server's language for unknown or foreign values", () => {
    expect(initialLanguage(site, 'pl', '?lang=xx', storage(null))).toBe('pl');
    expect(initialLanguage(site, 'pl', '', storage('de'))).toBe('pl');
  });
});
