import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useListingUsage } from '../api/listing-usage';

/**
 * One line on the admin's user page: what the account uses of its listing limits (issue #30),
 * so an admin asked "why can I not add pictures?" sees which limit it is. Nothing while loading
 * or when the numbers cannot be read: the rest of the page does not depend on them.
 */
export function ListingUsageLine({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const usage = useListingUsage(userId);
  if (!usage.data) return null;
  const { listingsToday, drafts, picturesToday, storageBytes } = usage.data;
  const locale = i18n.language === 'cn' ? 'zh-CN' : i18n.language;
  const megabytes = (bytes: number) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
      bytes / 1024 / 1024,
    );
  return (
    <Typography variant="body2" color="textSecondary" data-testid="listing-usage" sx={{ mt: 2 }}>
      {t('admin.users.listingUsage', {
        listings: listingsToday.used,
        listingsLimit: listingsToday.limit,
        drafts: drafts.used,
        draftsLimit: drafts.limit,
        pictures: picturesToday.used,
        picturesLimit: picturesToday.limit,
        storage: megabytes(storageBytes.used),
        storageLimit: megabytes(storageBytes.limit),
      })}
    </Typography>
  );
}
