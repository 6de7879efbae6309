import type { EmotionCache } from '@emotion/cache';
import { createPageStyleCache } from './page-style-cache';

export const ltrCache = createPageStyleCache({ key: 'mui' });

let rtl: EmotionCache | null = null;
let loading: Promise<EmotionCache> | null = null;

/** The RTL cache once it has loaded; null before. */
export function loadedRtlCache(): EmotionCache | null {
  return rtl;
}

/** Loads stylis-plugin-rtl on demand, so left-to-right readers never download it. */
export function loadRtlCache(): Promise<EmotionCache> {
  loading ??= import('./rtl-cache').then((m) => (rtl = m.rtlCache));
  return loading;
}
