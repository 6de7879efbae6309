import type { FleetVehicle } from '@common/schemas/logistics';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CardState } from '@web/components/dashboard/card-state';
import { DashboardCard } from '@web/components/dashboard/dashboard-card';
import { RouteArrow, RouteProgress } from './route-progress';
import { VehicleStatusChip } from './vehicle-status-chip';

/** One row of the list: 62 px (name and plate, status, route with its progress). */
export const VEHICLE_ROW_HEIGHT = 62;

/**
 * Vehicles as a compact list: name and plate, status, and for those on a route where it goes and
 * how far along it is. From `scrollsFrom` up the card's body has a fixed height and a longer list
 * scrolls inside it; on a phone the whole list shows (DashboardCard).
 */
export function VehicleListCard({
  title,
  subtitle,
  state,
  rows,
  height,
  phoneHeight,
  scrollsFrom,
  testId,
}: {
  title: string;
  subtitle: string;
  state: CardState;
  rows: FleetVehicle[] | undefined;
  height: number;
  /** The skeleton's height on a phone: the list's longest length where the server caps it. */
  phoneHeight?: number;
  scrollsFrom: 'sm' | 'md';
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <DashboardCard
      title={title}
      subtitle={subtitle}
      state={state}
      empty={rows?.length === 0}
      height={height}
      phoneHeight={phoneHeight}
      scrollsFrom={scrollsFrom}
      testId={testId}
    >
      {() => (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={title}>
          {rows!.map((v) => (
            <Box
              component="li"
              key={v.id}
              data-testid={`vehicle-${v.plate}`}
              sx={{
                height: VEHICLE_ROW_HEIGHT,
                display: 'grid',
                gridTemplateColumns: 'minmax(0, 1fr) auto',
                alignContent: 'center',
                columnGap: 1.5,
                borderBottom: 1,
                borderColor: 'divider',
                '&:last-of-type': { borderBottom: 0 },
              }}
            >
              <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                {v.name}{' '}
                <Typography component="span" variant="caption" color="textSecondary">
                  {v.plate}
                </Typography>
              </Typography>
              <Box sx={{ gridRow: 'span 2', alignSelf: 'center', display: 'flex', alignItems: 'center', gap: 1.5 }}>
                {v.status === 'on_route' && (
                  <Box sx={{ width: 140, display: { xs: 'none', sm: 'block' } }}>
                    <RouteProgress value={v.progress} label={t('logistics.progressOf', { name: v.name })} />
                  </Box>
                )}
                <VehicleStatusChip status={v.status} />
              </Box>
              <Typography
                variant="caption"
                color="textSecondary"
                noWrap
                sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
              >
                {v.routeFrom && v.routeTo ? (
                  <>
                    {v.routeFrom}
                    <RouteArrow label={t('logistics.to')} />
                    {v.routeTo}
                  </>
                ) : (
                  '—'
                )}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </DashboardCard>
  );
}
