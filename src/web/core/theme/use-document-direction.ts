import type { TextDirection } from '@common/i18n/languages';
import { useSyncExternalStore } from 'react';

/** Follows <html dir>, which the language switch and the customizer set, so MUI mirrors with it. */
export function useDocumentDirection(): TextDirection {
  return useSyncExternalStore(
    (notify) => {
      const observer = new MutationObserver(notify);
      observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
      return () => observer.disconnect();
    },
    () => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'),
  );
}
