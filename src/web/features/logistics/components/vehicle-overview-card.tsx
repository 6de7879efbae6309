import { VEHICLE_STATUSES, type LogisticsDashboard } from '@common/schemas/logistics';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconClockPause, IconPackageImport, IconTool, IconTruck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CardState } from '@web/components/dashboard/card-state';
import { VEHICLE_TONE, percentText } from './labels';
import { DashboardCard } from '@web/components/dashboard/dashboard-card';

const ICONS = { on_route: IconTruck, loading: IconPackageImport, idle: IconClockPause, maintenance: IconTool } as const;

/** The fleet now by status: one bar split by share, then a row per status with its count. */
export function VehicleOverviewCard({
  state,
  data,
}: {
  state: CardState;
  data: Pick<LogisticsDashboard['vehicles'], 'total' | 'byStatus'> | undefined;
}) {
  const { t, i18n } = useTranslation();
  const total = data?.total ?? 0;
  const share = (n: number) => (total === 0 ? 0 : Math.round((n / total) * 1000) / 10);
  return (
    <DashboardCard
      title={t('logistics.vehicles.title')}
      subtitle={t('logistics.vehicles.subtitle', { count: total })}
      state={state}
      empty={total === 0}
      height={280}
      testId="vehicle-overview"
    >
      {() => (
        <>
          <Box
            sx={{ display: 'flex', height: 44, borderRadius: 1, overflow: 'hidden', mb: 3, mt: 1 }}
            role="img"
            aria-label={`${t('logistics.vehicles.barLabel')}: ${VEHICLE_STATUSES.map((s) => `${t(`logistics.vehicleStatus.${s}`)} ${percentText(i18n.language, share(data!.byStatus[s]))}`).join(', ')}`}
          >
            {VEHICLE_STATUSES.filter((s) => data!.byStatus[s] > 0).map((s) => (
              <Box
                key={s}
                title={`${t(`logistics.vehicleStatus.${s}`)}: ${data!.byStatus[s]}`}
                sx={{
                  width: `${share(data!.byStatus[s])}%`,
                  bgcolor: `${VEHICLE_TONE[s]}.main`,
                  color: `${VEHICLE_TONE[s]}.contrastText`,
                  display: 'grid',
                  placeItems: 'center',
                  fontSize: 13,
                  fontWeight: 600,
                  minWidth: 4,
                }}
              >
                {share(data!.byStatus[s]) >= 12 ? percentText(i18n.language, share(data!.byStatus[s])) : ''}
              </Box>
            ))}
          </Box>
          <Stack
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            divider={<Box component="li" aria-hidden sx={{ borderTop: 1, borderColor: 'divider' }} />}
          >
            {VEHICLE_STATUSES.map((s) => {
              const Icon = ICONS[s];
              return (
                <Box
                  component="li"
                  key={s}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.25 }}
                  data-testid={`vehicles-${s}`}
                >
                  <Box sx={{ color: `${VEHICLE_TONE[s]}.main`, display: 'flex' }}>
                    <Icon size={22} aria-hidden />
                  </Box>
                  <Typography sx={{ flex: 1 }}>{t(`logistics.vehicleStatus.${s}`)}</Typography>
                  <Typography sx={{ fontWeight: 600, minWidth: 32, textAlign: 'end' }}>
                    {data!.byStatus[s].toLocaleString(i18n.language)}
                  </Typography>
                  <Typography color="textSecondary" sx={{ minWidth: 56, textAlign: 'end' }}>
                    {percentText(i18n.language, share(data!.byStatus[s]))}
                  </Typography>
                </Box>
              );
            })}
          </Stack>
        </>
      )}
    </DashboardCard>
  );
}
