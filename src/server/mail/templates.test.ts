import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAIL_LANGUAGES, renderMail } from './templates';

const plFile = JSON.parse(readFileSync(new URL('../../web/locales/pl/mail.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;

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

describe('names in mail (issue #30)', () => {
  const stored = 'Ala\r\n\r\nYour account is locked. Unlock it at https://evil.test/unlock\u2028now';

  it('are one line, even when a name stored before the entry check has line breaks', () => {
    const mail = renderMail('password-reset', 'en', { name: stored, link: 'https://x.test/r', site: 'Bit' });
    const greeting = mail.text.split('\n').find((line) => line.includes('Ala'));
    expect(greeting).toBeDefined();
    expect(greeting).toContain('Ala Your account is locked.');
    expect(mail.text).not.toMatch(/\n\s*Your account is locked/);
    expect(mail.text).not.toContain('\u2028');
  });

  it('are cut to the length a name may have, and never break the subject', () => {
    const mail = renderMail('new-message', 'en', {
      name: 'N',
      link: 'L',
      site: 'S\nBcc: x@evil.test',
      sender: 'x'.repeat(500),
      listing: 'Flat\nwith view',
    });
    expect(mail.subject).not.toContain('\n');
    expect(mail.text).not.toContain('x'.repeat(101));
    expect(mail.text).toContain('Flat with view');
  });

  it('keep a contact message its lines, without other control characters', () => {
    const mail = renderMail('contact-message', 'en', {
      name: 'N',
      link: 'L',
      site: 'S',
      senderEmail: 'a@x.test',
      message: 'line one\r\nline two\u0007',
    });
    expect(mail.text).toContain('line one\nline two');
    expect(mail.text).not.toContain('\u0007');
  });
});
