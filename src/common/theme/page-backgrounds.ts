import type { SchemeBackgrounds } from './color-scheme-script';

/**
 * The page background per scheme and skin (the bordered skin draws on one flat surface). The
 * theme's tokens and the server's pre-paint script both take it from here, so they cannot drift.
 */
export const PAGE_BACKGROUNDS = {
  light: { default: '#F8F7FA', bordered: '#FFFFFF' },
  dark: { default: '#25293C', bordered: '#2F3349' },
} as const satisfies SchemeBackgrounds;
