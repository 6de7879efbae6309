import { PageHeader } from '@web/components/page-header';
import { PropertyListingWizard } from '@web/features/wizard-examples/property-listing/property-listing-wizard';
import type { RouteMeta } from '@web/lib/route-meta';
import { useTranslation } from 'react-i18next';

// It creates a real draft listing, so it asks what the add-new page asks: `create Listing`.
export const meta: RouteMeta = { layout: 'default', action: 'create', subject: 'Listing', i18n: ['wizards'] };

export default function PropertyListingWizardPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.propertyListing')} subtitle={t('wizards.property.subtitle')} />
      <PropertyListingWizard />
    </>
  );
}
