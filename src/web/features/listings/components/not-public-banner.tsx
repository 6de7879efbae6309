import { publishListing } from '@common/api/listings';
import type { ListingView } from '@common/schemas/listings';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '@web/components/snackbar/snackbar-service';
import { callApi } from '@web/lib/api-client';
import { useErrorText } from '@web/lib/error-text';
import { listingKeys } from '../queries';

/**
 * Above an offer page that is not public yet (a draft, or unpublished again). Only its owner and
 * admins who manage listings ever get such a listing from the API, so whoever sees this may
 * publish it: the existing publish call, whose answer replaces the page's listing at once, so the
 * banner goes and the public page (with its message and call buttons) is what stays.
 */
export function NotPublicBanner({ listing }: { listing: ListingView }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const publish = useMutation({
    mutationFn: () => callApi(publishListing, { params: { id: listing.id } }),
    onSuccess: (published) => {
      queryClient.setQueryData(listingKeys.one(published.id), published);
      // Search, newest listings and My items show it (or its new status) too.
      void queryClient.invalidateQueries({ queryKey: listingKeys.all });
      notify({ message: t('listings.offer.notPublic.published'), severity: 'success' });
    },
  });
  return (
    <Alert
      severity="warning"
      data-testid="not-public-banner"
      sx={{ mb: { xs: 3, md: 4 }, alignItems: 'center' }}
      action={
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          loading={publish.isPending}
          onClick={() => publish.mutate()}
        >
          {t('listings.offer.notPublic.publish')}
        </Button>
      }
    >
      <AlertTitle>{t('listings.offer.notPublic.title')}</AlertTitle>
      {t(listing.status === 'archived' ? 'listings.offer.notPublic.archived' : 'listings.offer.notPublic.draft')}
      {publish.isError && (
        <Alert severity="error" variant="outlined" sx={{ mt: 1 }}>
          {errorText(publish.error)}
        </Alert>
      )}
    </Alert>
  );
}
