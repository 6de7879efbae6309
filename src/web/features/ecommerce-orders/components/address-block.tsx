import type { Address } from '@common/schemas/ecommerce-orders';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { countryName } from '../lib/format';

/** A postal address as lines; "none on file" when the customer has not given one. */
export function AddressBlock({ address }: { address: Address | null }) {
  const { t, i18n } = useTranslation();
  if (!address)
    return (
      <Typography variant="body2" color="textSecondary">
        {t('ecommerceOrders.address.none')}
      </Typography>
    );
  return (
    <Typography component="address" variant="body2" sx={{ fontStyle: 'normal' }}>
      {address.name}
      <br />
      {address.line1}
      <br />
      {address.postalCode} {address.city}
      <br />
      {countryName(address.country, i18n.language)}
    </Typography>
  );
}
