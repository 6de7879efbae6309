import { PageHeader } from '@web/components/page-header';
import { CheckoutWizard } from '@web/features/wizard-examples/checkout/checkout-wizard';
import type { RouteMeta } from '@web/lib/route-meta';
import { useTranslation } from 'react-i18next';

// A made-up shop in test mode, nothing charged or stored: signed-in is enough; the menu shows it to admin2 users.
export const meta: RouteMeta = { layout: 'default', i18n: ['wizards'] };

export default function CheckoutWizardPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.checkout')} subtitle={t('wizards.checkout.subtitle')} />
      <CheckoutWizard />
    </>
  );
}
