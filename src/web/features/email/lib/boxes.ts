import { EMAIL_BOXES, EMAIL_FOLDERS, type EmailBox, type EmailFolder, type EmailLabel } from '@common/schemas/email';
import { IconAlertOctagon, IconFile, IconMail, IconSend, IconStar, IconTrash, type Icon } from '@tabler/icons-react';

/** The app's address: /apps/email is the inbox, /apps/email/{box} any other box. */
export const EMAIL_PATH = '/apps/email';
export const boxPath = (box: EmailBox) => (box === 'inbox' ? EMAIL_PATH : `${EMAIL_PATH}/${box}`);

export const isBox = (value: string | undefined): value is EmailBox =>
  value !== undefined && (EMAIL_BOXES as readonly string[]).includes(value);
export const isFolder = (box: EmailBox): box is EmailFolder => (EMAIL_FOLDERS as readonly string[]).includes(box);

export const BOX_ICONS: Record<EmailFolder | 'starred', Icon> = {
  inbox: IconMail,
  sent: IconSend,
  draft: IconFile,
  starred: IconStar,
  spam: IconAlertOctagon,
  trash: IconTrash,
};

/** The labels' colours, from the theme's palette (the template's: personal green, company blue…). */
export const LABEL_COLORS: Record<EmailLabel, 'success' | 'primary' | 'warning' | 'error'> = {
  personal: 'success',
  company: 'primary',
  important: 'warning',
  private: 'error',
};

/** Comma, semicolon or space separated addresses, as typed into a field. */
export const splitAddresses = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
