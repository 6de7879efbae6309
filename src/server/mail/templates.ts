import type { LangCode } from '../../common/i18n/languages';

/** Mails that carry a link with a one-time token (the token's purpose has the same name). */
export type MailKind = 'password-reset' | 'email-verification';
/** Mails that only tell the user something happened; {{link}} is the site's address. */
export type NoticeKind = 'email-changed';

interface Template {
  subject: string;
  /** {{name}}, {{link}}, {{site}} (and {{newEmail}} in email-changed) are filled in; kept short on purpose. */
  body: string;
}

const T: Record<LangCode, Record<MailKind | NoticeKind, Template>> = {
  en: {
    'password-reset': {
      subject: 'Reset your password on {{site}}',
      body: 'Hello {{name}},\n\nOpen this link within one hour to choose a new password:\n{{link}}\n\nIf you did not ask for this, ignore this e-mail.',
    },
    'email-verification': {
      subject: 'Confirm your e-mail address on {{site}}',
      body: 'Hello {{name}},\n\nOpen this link to confirm your e-mail address:\n{{link}}',
    },
    'email-changed': {
      subject: 'Your e-mail address on {{site}} was changed',
      body: 'Hello {{name}},\n\nThe e-mail address of your account on {{site}} was changed to {{newEmail}}. Mail for the account goes there from now on.\n\nIf you did not make this change, contact {{site}} at once: {{link}}',
    },
  },
  pl: {
    'password-reset': {
      subject: 'Ustaw nowe hasło w {{site}}',
      body: 'Cześć {{name}},\n\nOtwórz ten link w ciągu godziny, aby ustawić nowe hasło:\n{{link}}\n\nJeśli to nie Ty, zignoruj tę wiadomość.',
    },
    'email-verification': {
      subject: 'Potwierdź adres e-mail w {{site}}',
      body: 'Cześć {{name}},\n\nOtwórz ten link, aby potwierdzić swój adres e-mail:\n{{link}}',
    },
    'email-changed': {
      subject: 'Zmieniono Twój adres e-mail w {{site}}',
      body: 'Cześć {{name}},\n\nAdres e-mail Twojego konta w {{site}} został zmieniony na {{newEmail}}. Odtąd wiadomości dotyczące konta trafiają na ten adres.\n\nJeśli to nie Ty, natychmiast skontaktuj się z {{site}}: {{link}}',
    },
  },
  es: {
    'password-reset': {
      subject: 'Restablece tu contraseña en {{site}}',
      body: 'Hola {{name}}:\n\nAbre este enlace en la próxima hora para elegir una contraseña nueva:\n{{link}}\n\nSi no lo pediste, ignora este correo.',
    },
    'email-verification': {
      subject: 'Confirma tu correo electrónico en {{site}}',
      body: 'Hola {{name}}:\n\nAbre este enlace para confirmar tu dirección de correo:\n{{link}}',
    },
    'email-changed': {
      subject: 'Se ha cambiado tu correo electrónico en {{site}}',
      body: 'Hola {{name}}:\n\nLa dirección de correo de tu cuenta en {{site}} se ha cambiado a {{newEmail}}. A partir de ahora, los correos de la cuenta llegarán allí.\n\nSi no hiciste este cambio, contacta con {{site}} de inmediato: {{link}}',
    },
  },
  fr: {
    'password-reset': {
      subject: 'Réinitialisez votre mot de passe sur {{site}}',
      body: 'Bonjour {{name}},\n\nOuvrez ce lien dans l’heure pour choisir un nouveau mot de passe :\n{{link}}\n\nSi vous n’avez rien demandé, ignorez cet e-mail.',
    },
    'email-verification': {
      subject: 'Confirmez votre adresse e-mail sur {{site}}',
      body: 'Bonjour {{name}},\n\nOuvrez ce lien pour confirmer votre adresse e-mail :\n{{link}}',
    },
    'email-changed': {
      subject: 'Votre adresse e-mail sur {{site}} a été modifiée',
      body: 'Bonjour {{name}},\n\nL’adresse e-mail de votre compte sur {{site}} a été remplacée par {{newEmail}}. Les messages du compte y seront désormais envoyés.\n\nSi vous n’êtes pas à l’origine de ce changement, contactez {{site}} sans attendre : {{link}}',
    },
  },
  it: {
    'password-reset': {
      subject: 'Reimposta la password su {{site}}',
      body: 'Ciao {{name}},\n\napri questo link entro un’ora per scegliere una nuova password:\n{{link}}\n\nSe non l’hai chiesto tu, ignora questa e-mail.',
    },
    'email-verification': {
      subject: 'Conferma il tuo indirizzo e-mail su {{site}}',
      body: 'Ciao {{name}},\n\napri questo link per confermare il tuo indirizzo e-mail:\n{{link}}',
    },
    'email-changed': {
      subject: 'Il tuo indirizzo e-mail su {{site}} è stato cambiato',
      body: 'Ciao {{name}},\n\nl’indirizzo e-mail del tuo account su {{site}} è stato cambiato in {{newEmail}}. D’ora in poi le e-mail dell’account arriveranno lì.\n\nSe non sei stato tu, contatta subito {{site}}: {{link}}',
    },
  },
  pt: {
    'password-reset': {
      subject: 'Redefina a sua palavra-passe em {{site}}',
      body: 'Olá {{name}},\n\nAbra esta ligação dentro de uma hora para escolher uma nova palavra-passe:\n{{link}}\n\nSe não pediu isto, ignore este e-mail.',
    },
    'email-verification': {
      subject: 'Confirme o seu endereço de e-mail em {{site}}',
      body: 'Olá {{name}},\n\nAbra esta ligação para confirmar o seu endereço de e-mail:\n{{link}}',
    },
    'email-changed': {
      subject: 'O seu endereço de e-mail em {{site}} foi alterado',
      body: 'Olá {{name}},\n\nO endereço de e-mail da sua conta em {{site}} foi alterado para {{newEmail}}. A partir de agora, as mensagens da conta serão enviadas para lá.\n\nSe não fez esta alteração, contacte {{site}} de imediato: {{link}}',
    },
  },
  de: {
    'password-reset': {
      subject: 'Passwort zurücksetzen auf {{site}}',
      body: 'Hallo {{name}},\n\nöffne diesen Link innerhalb einer Stunde, um ein neues Passwort zu wählen:\n{{link}}\n\nWenn du das nicht angefordert hast, ignoriere diese E-Mail.',
    },
    'email-verification': {
      subject: 'Bestätige deine E-Mail-Adresse auf {{site}}',
      body: 'Hallo {{name}},\n\nöffne diesen Link, um deine E-Mail-Adresse zu bestätigen:\n{{link}}',
    },
    'email-changed': {
      subject: 'Deine E-Mail-Adresse auf {{site}} wurde geändert',
      body: 'Hallo {{name}},\n\ndie E-Mail-Adresse deines Kontos auf {{site}} wurde in {{newEmail}} geändert. E-Mails zum Konto gehen ab jetzt dorthin.\n\nWenn du das nicht warst, wende dich sofort an {{site}}: {{link}}',
    },
  },
  cn: {
    'password-reset': {
      subject: '重置您在 {{site}} 的密码',
      body: '{{name}}，您好：\n\n请在一小时内打开此链接设置新密码：\n{{link}}\n\n如果这不是您本人的操作，请忽略此邮件。',
    },
    'email-verification': {
      subject: '确认您在 {{site}} 的电子邮箱',
      body: '{{name}}，您好：\n\n请打开此链接确认您的电子邮箱地址：\n{{link}}',
    },
    'email-changed': {
      subject: '您在 {{site}} 的电子邮箱已更改',
      body: '{{name}}，您好：\n\n您在 {{site}} 的账户电子邮箱已更改为 {{newEmail}}。今后与账户有关的邮件将发送到该地址。\n\n如果这不是您本人的操作，请立即联系 {{site}}：{{link}}',
    },
  },
  br: {
    'password-reset': {
      subject: 'Redefina sua senha no {{site}}',
      body: 'Olá, {{name}}!\n\nAbra este link em até uma hora para escolher uma nova senha:\n{{link}}\n\nSe você não pediu isso, ignore este e-mail.',
    },
    'email-verification': {
      subject: 'Confirme seu e-mail no {{site}}',
      body: 'Olá, {{name}}!\n\nAbra este link para confirmar seu endereço de e-mail:\n{{link}}',
    },
    'email-changed': {
      subject: 'Seu e-mail no {{site}} foi alterado',
      body: 'Olá, {{name}}!\n\nO e-mail da sua conta no {{site}} foi alterado para {{newEmail}}. A partir de agora, as mensagens da conta serão enviadas para lá.\n\nSe não foi você, entre em contato com o {{site}} imediatamente: {{link}}',
    },
  },
  ar: {
    'password-reset': {
      subject: 'إعادة تعيين كلمة المرور على {{site}}',
      body: 'مرحبًا {{name}}،\n\nافتح هذا الرابط خلال ساعة واحدة لاختيار كلمة مرور جديدة:\n{{link}}\n\nإذا لم تطلب ذلك، فتجاهل هذه الرسالة.',
    },
    'email-verification': {
      subject: 'أكّد بريدك الإلكتروني على {{site}}',
      body: 'مرحبًا {{name}}،\n\nافتح هذا الرابط لتأكيد عنوان بريدك الإلكتروني:\n{{link}}',
    },
    'email-changed': {
      subject: 'تم تغيير بريدك الإلكتروني على {{site}}',
      body: 'مرحبًا {{name}}،\n\nتم تغيير عنوان البريد الإلكتروني لحسابك على {{site}} إلى {{newEmail}}. ستصل رسائل الحساب إليه من الآن فصاعدًا.\n\nإذا لم تقم بهذا التغيير، فتواصل مع {{site}} فورًا: {{link}}',
    },
  },
};

export function renderMail(
  kind: MailKind | NoticeKind,
  lang: LangCode,
  vars: { name: string; link: string; site: string; newEmail?: string },
) {
  const template = T[lang][kind];
  const fill = (s: string) => s.replace(/\{\{(\w+)\}\}/g, (_, k: keyof typeof vars) => vars[k] ?? '');
  return { subject: fill(template.subject), text: fill(template.body) };
}

export const MAIL_LANGUAGES = Object.keys(T) as LangCode[];
