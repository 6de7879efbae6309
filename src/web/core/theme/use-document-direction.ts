import type { TextDirection } from '@common/i18n/languages';
import { useSyncExternalStore } from 'react';
import { useFirstRender } from './first-render';

/** Follows <html dir>, which the language switch and the customizer set, so MUI mirrors with it. */
export function useDocumentDirection(): TextDirection {
  // On the server, and while hydrating, the direction the page was rendered with.
  const first = useFirstRender()?.direction ?? 'ltr';
  return useSyncExternalStore(
    (notify) => {
      const observer = new MutationObserver(notify);
      observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
      return () => observer.disconnect();
    },
    () => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'),
    () => first,
  );
}
