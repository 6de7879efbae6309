import { SSR_DATA_ELEMENT_ID, type SsrData } from '@common/ssr';

/** The data a server-rendered page came with (src/common/ssr.ts), or null for a browser-rendered one. */
export function readSsrData(): SsrData | null {
  const el = document.getElementById(SSR_DATA_ELEMENT_ID);
  if (!el?.textContent) return null;
  try {
    const value = JSON.parse(el.textContent) as Partial<SsrData> | null;
    if (value && typeof value.i18n === 'object' && value.i18n !== null) return value as SsrData;
  } catch {
    // A damaged tag: render in the browser as if there were none.
  }
  console.error('Ignoring an invalid server-render data tag');
  return null;
}
