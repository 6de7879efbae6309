import type { ReviewStats } from '@common/schemas/ecommerce-catalogue';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../lib/format';

/** The review figures above the list: the average, the count per star, and what waits for moderation. */
export function ReviewStatsCards({ stats }: { stats: ReviewStats }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(intlLocale(i18n.language), { maximumFractionDigits: 2 });
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card sx={{ height: '100%' }}>
          <CardContent>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Typography variant="h3" component="p">
                {number.format(stats.average)}
              </Typography>
              <Rating value={stats.average} precision={0.1} readOnly aria-hidden />
            </Stack>
            <Typography color="textSecondary">
              {t('ecommerceCatalogue.reviews.summary', { total: stats.total, pending: stats.pending })}
            </Typography>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card sx={{ height: '100%' }}>
          <CardContent>
            <Stack spacing={0.75}>
              {[5, 4, 3, 2, 1].map((star) => {
                const count = stats.perStar[star - 1] ?? 0;
                return (
                  <Stack key={star} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <Typography variant="body2" sx={{ minWidth: 64 }}>
                      {t('ecommerceCatalogue.reviews.stars', { count: star })}
                    </Typography>
                    <LinearProgress
                      variant="determinate"
                      value={stats.total ? (count / stats.total) * 100 : 0}
                      sx={{ flex: 1, height: 8, borderRadius: 4 }}
                      aria-label={t('ecommerceCatalogue.reviews.stars', { count: star })}
                    />
                    <Typography variant="body2" sx={{ minWidth: 32, textAlign: 'end' }}>
                      {number.format(count)}
                    </Typography>
                  </Stack>
                );
              })}
            </Stack>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
