import type { LabelCount } from '@common/schemas/dashboards';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CardState } from '@web/components/dashboard/card-state';
import { countryName, percentText } from './labels';
import { DashboardCard } from '@web/components/dashboard/dashboard-card';

/** Where the range's shipments went: the destination countries with the most parcels, and their share. */
export function CountriesCard({
  state,
  rows,
  total,
}: {
  state: CardState;
  rows: LabelCount[] | undefined;
  total: number;
}) {
  const { t, i18n } = useTranslation();
  return (
    <DashboardCard
      title={t('logistics.countries.title')}
      subtitle={t('logistics.countries.subtitle')}
      state={state}
      empty={rows?.length === 0}
      height={330}
      testId="orders-by-country"
    >
      {() => (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.25 }}>
          {rows!.map((r) => {
            const share = total === 0 ? 0 : Math.round((r.count / total) * 1000) / 10;
            const name = countryName(r.key, i18n.language);
            return (
              <Box component="li" key={r.key} data-testid={`country-${r.key}`}>
                <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 0.5 }}>
                  <Box
                    component="span"
                    sx={{
                      fontWeight: 600,
                      fontSize: 12,
                      px: 0.75,
                      py: 0.25,
                      borderRadius: 1,
                      bgcolor: 'action.selected',
                    }}
                    aria-hidden
                  >
                    {r.key}
                  </Box>
                  <Typography sx={{ flex: 1 }}>{name}</Typography>
                  <Typography sx={{ fontWeight: 600 }}>{r.count.toLocaleString(i18n.language)}</Typography>
                  <Typography variant="body2" color="textSecondary" sx={{ minWidth: 52, textAlign: 'end' }}>
                    {percentText(i18n.language, share)}
                  </Typography>
                </Box>
                <LinearProgress
                  variant="determinate"
                  value={share}
                  aria-label={name}
                  sx={{ height: 6, borderRadius: 3 }}
                />
              </Box>
            );
          })}
        </Box>
      )}
    </DashboardCard>
  );
}
