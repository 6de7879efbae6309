import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAIL_LANGUAGES, renderMail } from './templates';

const plFile = JSON.parse(
  readFileSync(new URL('../../web/locales/pl/mail.json', import.meta.url), 'utf8'),
) as Record<string, string>;

describe('mail texts come from the web translation files', () => {
  it('a Polish password reset uses pl/mail.json, placeholders filled', () => {
    const mail = renderMail('password-reset', 'pl', { name: 'Ala', link: 'https://x.test/r?t=1', site: 'Bit' });
    expect(mail.subject).toBe(plFile['mail.passwordReset.subject']!.replace('{{site}}', 'Bit'));
    expect(mail.subject).toBe('Ustaw nowe hasło w Bit');
    expect(mail.text).toContain('Cześć Ala,');
    expect(mail.text).toContain('https://x.test/r?t=1');
    expect(mail.text).not.toContain('{{');
  });

  it('every language renders every mail with no placeholder left', () => {
    for (const lang of MAIL_LANGUAGES) {
      for (const kind of ['password-reset', 'email-verification', 'email-changed'] as const) {
        const mail = renderMail(kind, lang, { name: 'N', link: 'L', site: 'S', newEmail: 'n@x.test' });
        expect(`${mail.subject}\n${mail.text}`, `${lang} ${kind}`).not.toMatch(/\{\{|\}\}/);
      }
    }
  });
});
