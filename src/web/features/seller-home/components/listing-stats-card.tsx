import type { SellerListingStats } from '@common/schemas/seller-home';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconEye, IconMessage, IconPencil, IconPhone } from '@tabler/icons-react';
import type { CardState } from '@web/components/dashboard/card-state';
import { DashboardCard } from '@web/components/dashboard/dashboard-card';
import { ListingThumb } from '@web/components/listing-thumb';
import { editListingPath, offerPath, PATHS } from '@web/lib/paths';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

const ROW_HEIGHT = 64;

function Figure({
  icon: Icon,
  label,
  value,
  testId,
}: {
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  label: string;
  value: number;
  testId: string;
}) {
  const { i18n } = useTranslation();
  return (
    <Tooltip title={label}>
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 52, color: 'text.secondary' }}
        aria-label={`${label}: ${value}`}
        role="group"
      >
        <Icon size={18} aria-hidden />
        <Typography component="span" sx={{ fontWeight: 600, color: 'text.primary' }} data-testid={testId}>
          {value.toLocaleString(i18n.language)}
        </Typography>
      </Box>
    </Tooltip>
  );
}

/** Each listing with its views, messages and calls in the period; on a phone the figures take a line of their own. */
export function ListingStatsCard({
  listings,
  state,
  count,
}: {
  listings: readonly SellerListingStats[];
  state: CardState;
  /** How many rows to plan for while loading (the previous answer's, or a few). */
  count: number;
}) {
  const { t, i18n } = useTranslation();
  return (
    <DashboardCard
      title={t('sellerHome.listings.title')}
      state={state}
      height={Math.max(2, Math.min(count, 8)) * ROW_HEIGHT}
      testId="seller-listings"
      action={
        <Link component={RouterLink} to={PATHS.myItems} variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
          {t('sellerHome.listings.manage')}
        </Link>
      }
    >
      {() =>
        listings.length === 0 ? (
          <Typography color="textSecondary">{t('sellerHome.listings.none')}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {listings.map((l) => (
              <Box
                component="li"
                key={l.id}
                data-testid="seller-listing"
                data-listing-id={l.id}
                sx={{
                  display: 'flex',
                  flexWrap: { xs: 'wrap', sm: 'nowrap' },
                  alignItems: 'center',
                  columnGap: 2,
                  rowGap: 1,
                  py: 1.25,
                  borderBottom: 1,
                  borderColor: 'divider',
                  '&:last-of-type': { borderBottom: 0 },
                }}
              >
                <ListingThumb url={l.thumb ?? undefined} isPrivate={l.status !== 'published'} width={56} height={42} />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Link
                    component={RouterLink}
                    to={offerPath(i18n.language, l.id)}
                    sx={{
                      fontWeight: 600,
                      display: 'block',
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {l.name}
                  </Link>
                  {l.status !== 'published' && (
                    <Chip size="small" variant="outlined" label={t(`sellerHome.status.${l.status}`)} sx={{ mt: 0.5 }} />
                  )}
                </Box>
                <Box
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1.5,
                    // On a phone: under the name, lined up with it (past the picture).
                    ml: { xs: '72px', sm: 0 },
                    flexBasis: { xs: '100%', sm: 'auto' },
                  }}
                >
                  <Figure
                    icon={IconEye}
                    label={t('sellerHome.listings.views')}
                    value={l.totals.views}
                    testId="listing-views"
                  />
                  <Figure
                    icon={IconMessage}
                    label={t('sellerHome.listings.messages')}
                    value={l.totals.messages}
                    testId="listing-messages"
                  />
                  <Figure
                    icon={IconPhone}
                    label={t('sellerHome.listings.calls')}
                    value={l.totals.calls}
                    testId="listing-calls"
                  />
                  <Tooltip title={t('sellerHome.listings.edit')}>
                    <IconButton
                      component={RouterLink}
                      to={editListingPath(l.id)}
                      size="small"
                      aria-label={`${t('sellerHome.listings.edit')}: ${l.name}`}
                      sx={{ ml: 'auto' }}
                    >
                      <IconPencil size={18} />
                    </IconButton>
                  </Tooltip>
                </Box>
              </Box>
            ))}
          </Box>
        )
      }
    </DashboardCard>
  );
}
