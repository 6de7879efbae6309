import Link, { type LinkProps } from '@mui/material/Link';
import { DEFAULT_CONSENT_ELEMENT_ID } from '@web/lib/cookie-consent/consent-store';
import { useTranslation } from 'react-i18next';
import { useCookieConsent } from './use-cookie-consent';

/**
 * "Cookie settings" as a text link, for a footer: it forgets the visitor's choice, so the banner
 * comes back and they choose again. Renders a <button> (it acts, it does not navigate).
 */
export function CookieSettingsLink({
  elementId = DEFAULT_CONSENT_ELEMENT_ID,
  ...props
}: { elementId?: string } & Omit<LinkProps<'button'>, 'component' | 'onClick'>) {
  const { t } = useTranslation();
  const { state, remove } = useCookieConsent(elementId);
  return (
    <Link
      component="button"
      type="button"
      variant="body2"
      color="inherit"
      {...props}
      onClick={remove}
      // Nothing to change while the banner is open; the banner itself is the settings then.
      disabled={state === 'unset'}
    >
      {t('cookies.settings')}
    </Link>
  );
}
