import type { FleetVehicle } from '@common/schemas/logistics';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CardState } from '@web/components/dashboard/card-state';
import { siteLabel } from './labels';
import { DashboardCard } from '@web/components/dashboard/dashboard-card';
import { RouteArrow, RouteProgress } from './route-progress';

/** The vehicles on a route now, the furthest along first. */
export function OnRouteCard({
  state,
  rows,
  allSites,
}: {
  state: CardState;
  rows: FleetVehicle[] | undefined;
  allSites: boolean;
}) {
  const { t } = useTranslation();
  return (
    <DashboardCard
      title={t('logistics.onRoute.title')}
      subtitle={t('logistics.onRoute.subtitle')}
      state={state}
      empty={rows?.length === 0}
      // The table of ON_ROUTE_LIMIT vehicles at its own height, so the skeleton holds its place (CLS).
      height={464}
      testId="on-route-vehicles"
    >
      {() => (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('logistics.onRoute.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('logistics.vehicle')}</TableCell>
                <TableCell>{t('logistics.route')}</TableCell>
                <TableCell sx={{ minWidth: 160 }}>{t('logistics.progress')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows!.map((v) => (
                <TableRow key={v.id}>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {v.name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {allSites ? `${v.plate} · ${siteLabel(v.site)}` : v.plate}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
                      {v.routeFrom}
                      <RouteArrow label={t('logistics.to')} />
                      {v.routeTo}
                    </Box>
                  </TableCell>
                  <TableCell>
                    <RouteProgress value={v.progress} label={t('logistics.progressOf', { name: v.name })} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </DashboardCard>
  );
}
