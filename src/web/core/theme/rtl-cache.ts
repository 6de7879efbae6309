import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { createPageStyleCache } from './page-style-cache';

/** The mirrored style cache for right-to-left languages: its own chunk, loaded only for Arabic. */
export const rtlCache = createPageStyleCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
