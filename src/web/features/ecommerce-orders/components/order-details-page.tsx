import { uuidField } from '@common/schemas/fields';
import { NotFoundMessage } from '@web/components/not-found-message';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { useNewestOrder } from '../api/orders';
import { NEWEST, orderDetailsPath } from '../lib/paths';
import { NewestRedirect } from './newest-redirect';
import { OrderDetails } from './order-details';

function NewestOrder() {
  const { t } = useTranslation();
  return <NewestRedirect query={useNewestOrder()} to={orderDetailsPath} emptyText={t('ecommerceOrders.list.empty')} />;
}

/** /apps/ecommerce/order/details/:id: an order by its id, or the newest one for "newest". */
export function OrderDetailsPage({ id }: { id: string }) {
  if (id === NEWEST) return <NewestOrder />;
  // Order ids are UUIDs: anything else names no order, so it is the not-found page, not a request.
  if (!z.safeParse(uuidField, id).success) return <NotFoundMessage />;
  return <OrderDetails key={id} id={id} />;
}
