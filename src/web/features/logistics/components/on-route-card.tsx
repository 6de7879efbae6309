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

/** On a phone: the header and ON_ROUTE_LIMIT (8, the server's) rows of three lines, 71 px each. */
const ON_ROUTE_PHONE_HEIGHT = 606;
/** The route and progress columns show from sm up; on a phone they are lines of the vehicle's cell. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const PHONE_ONLY_INLINE = { display: { xs: 'inline', sm: 'none' } } as const;

function Route({ from, to }: { from: string | null; to: string | null }) {
  const { t } = useTranslation();
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap', maxWidth: '100%' }}
    >
      {from}
      <RouteArrow label={t('logistics.to')} />
      {to}
    </Box>
  );
}

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
      // On a phone each row has three lines: name and plate, route, progress.
      phoneHeight={ON_ROUTE_PHONE_HEIGHT}
      testId="on-route-vehicles"
    >
      {() => (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('logistics.onRoute.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('logistics.vehicle')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{t('logistics.route')}</TableCell>
                <TableCell sx={{ ...WIDE_ONLY, minWidth: 160 }}>{t('logistics.progress')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows!.map((v) => {
                const plate = allSites ? `${v.plate} · ${siteLabel(v.site)}` : v.plate;
                const progress = (
                  <RouteProgress value={v.progress} label={t('logistics.progressOf', { name: v.name })} />
                );
                return (
                  <TableRow key={v.id}>
                    {/* On a phone the vehicle's cell holds its route and progress too, one line each:
                        three columns there wrapped every word and made each row twice as tall. */}
                    <TableCell>
                      <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                        {v.name}
                        <Typography component="span" variant="caption" color="textSecondary" sx={PHONE_ONLY_INLINE}>
                          {` · ${plate}`}
                        </Typography>
                      </Typography>
                      <Typography variant="caption" color="textSecondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
                        {plate}
                      </Typography>
                      <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
                        <Typography variant="caption" color="textSecondary" noWrap component="div">
                          <Route from={v.routeFrom} to={v.routeTo} />
                        </Typography>
                        {progress}
                      </Box>
                    </TableCell>
                    <TableCell sx={WIDE_ONLY}>
                      <Route from={v.routeFrom} to={v.routeTo} />
                    </TableCell>
                    <TableCell sx={WIDE_ONLY}>{progress}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
    </DashboardCard>
  );
}
