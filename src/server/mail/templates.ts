import { LANG_CODES, type LangCode } from '../../common/i18n/languages';
import { fillPlaceholders, readLocale } from '../i18n/locale-files';

/** Mails that carry a link with a one-time token (the token's purpose has the same name). */
export type MailKind = 'password-reset' | 'email-verification';
/** Mails that only tell the user something happened; {{link}} is the site's address. */
export type NoticeKind = 'email-changed' | 'new-message' | 'contact-message';

/*
 * The texts live in src/web/locales/<lang>/mail.json (keys mail.<kind>.subject / .body), next to
 * the web's, so translators have one place for every language. The browser never loads mail.json.
 */
const KEY_OF: Record<MailKind | NoticeKind, string> = {
  'password-reset': 'mail.passwordReset',
  'email-verification': 'mail.emailVerification',
  'email-changed': 'mail.emailChanged',
  'new-message': 'mail.newMessage',
  'contact-message': 'mail.contactMessage',
};

/**
 * {{name}}, {{link}}, {{site}} (and {{newEmail}} in email-changed, {{sender}} and {{listing}} in
 * new-message, {{senderEmail}} and {{message}} in contact-message) are filled in. A text missing
 * from a language falls back to English, as in the browser; the parity test keeps that rare.
 */
export function renderMail(
  kind: MailKind | NoticeKind,
  lang: LangCode,
  vars: {
    name: string;
    link: string;
    site: string;
    newEmail?: string;
    sender?: string;
    listing?: string;
    senderEmail?: string;
    message?: string;
  },
) {
  const safe = {
    ...vars,
    name: oneLine(vars.name),
    site: oneLine(vars.site),
    ...(vars.newEmail === undefined ? {} : { newEmail: oneLine(vars.newEmail) }),
    ...(vars.sender === undefined ? {} : { sender: oneLine(vars.sender) }),
    ...(vars.listing === undefined ? {} : { listing: oneLine(vars.listing) }),
    ...(vars.senderEmail === undefined ? {} : { senderEmail: oneLine(vars.senderEmail) }),
    // A contact message keeps its lines; other control characters go.
    ...(vars.message === undefined
      ? {}
      : { message: vars.message.replace(/\r\n?/g, '\n').replace(/[^\P{Cc}\n\t]/gu, '') }),
  };
  const texts = readLocale(lang, 'mail');
  const english = lang === 'en' ? texts : readLocale('en', 'mail');
  const text = (part: 'subject' | 'body') => {
    const key = `${KEY_OF[kind]}.${part}`;
    const template = texts[key] ?? english[key];
    if (template === undefined) throw new Error(`mail text ${key} is missing`);
    return fillPlaceholders(template, { newEmail: '', sender: '', listing: '', senderEmail: '', message: '', ...safe });
  };
  return { subject: oneLine(text('subject'), 998), text: text('body') };
}

/** Every language has a mail.json (locales.test.ts checks the ten folders and their parity). */
export const MAIL_LANGUAGES: LangCode[] = [...LANG_CODES];

/**
 * A name (or title) as one line of at most `max` characters (issue #30): names are checked at
 * entry (nameField), but names stored before that check may hold line breaks, which in a mail
 * would let a "name" write a paragraph of its own, such as a fake notice with a link.
 */
export function oneLine(value: string, max = 100): string {
  const line = value
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  return line.length > max ? `${line.slice(0, max - 1)}\u2026` : line;
}
