import { uuidField } from '@common/schemas/fields';
import { NotFoundMessage } from '@web/components/not-found-message';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { useNewestCustomer } from '../api/customers';
import { customerDetailsPath, NEWEST } from '../lib/paths';
import { CustomerDetails } from './customer-details';
import { NewestRedirect } from './newest-redirect';

function NewestCustomer() {
  const { t } = useTranslation();
  return (
    <NewestRedirect
      query={useNewestCustomer()}
      to={customerDetailsPath}
      emptyText={t('ecommerceOrders.customers.empty')}
    />
  );
}

/** /apps/ecommerce/customer/details/:id: a customer by id, or the newest one for "newest". */
export function CustomerDetailsPage({ id }: { id: string }) {
  if (id === NEWEST) return <NewestCustomer />;
  if (!z.safeParse(uuidField, id).success) return <NotFoundMessage />;
  return <CustomerDetails key={id} id={id} />;
}
