import type { LangCode } from '../../common/i18n/languages';

export type MailKind = 'password-reset' | 'email-verification';

interface Template {
  subject: string;
  /** {{name}}, {{link}}, {{site}} are filled in; kept short on purpose. */
  body: string;
}

const T: Record<LangCode, Record<MailKind, Template>> = {
  en: {
    'password-reset': {
      subject: 'Reset your password on {{site}}',
      body: 'Hello {{name}},\n\nOpen this link within one hour to choose a new password:\n{{link}}\n\nIf you did not ask for this, ignore this e-mail.',
    },
    'email-verification': {
      subject: 'Confirm your e-mail address on {{site}}',
      body: 'Hello {{name}},\n\nOpen this link to confirm your e-mail address:\n{{link}}',
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
  },
};

export function renderMail(kind: MailKind, lang: LangCode, vars: { name: string; link: string; site: string }) {
  const template = T[lang][kind];
  const fill = (s: string) => s.replace(/\{\{(\w+)\}\}/g, (_, k: keyof typeof vars) => vars[k] ?? '');
  return { subject: fill(template.subject), text: fill(template.body) };
}

export const MAIL_LANGUAGES = Object.keys(T) as LangCode[];
