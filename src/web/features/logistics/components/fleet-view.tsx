import type { FleetVehicle } from '@common/schemas/logistics';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useSite } from '@web/lib/site-context';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFleet } from '../api/use-logistics';
import { siteLabel } from './labels';
import { DashboardToolbar } from '@web/components/dashboard/dashboard-toolbar';
import { RouteArrow, RouteProgress } from './route-progress';
import { VehicleStatusChip } from './vehicle-status-chip';

// Leaflet and its CSS come with this chunk only: the fleet page is the one page with a map.
const FleetMap = lazy(() => import('./fleet-map'));

function VehicleRow({
  v,
  selected,
  allSites,
  onSelect,
}: {
  v: FleetVehicle;
  selected: boolean;
  allSites: boolean;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <ListItemButton
      selected={selected}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onSelect(v.id)}
      data-testid="fleet-vehicle"
      data-vehicle-id={v.id}
      sx={{ display: 'block', py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap>
          {v.name}
        </Typography>
        <VehicleStatusChip status={v.status} />
      </Box>
      <Typography variant="body2" color="textSecondary">
        {allSites ? `${v.plate} · ${siteLabel(v.site)}` : v.plate} · {t(`logistics.vehicleType.${v.type}`)}
      </Typography>
      {v.routeFrom && v.routeTo && (
        <Box sx={{ mt: 0.75 }}>
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 0.5 }}>
            {v.routeFrom} <RouteArrow label={t('logistics.to')} /> {v.routeTo}
          </Typography>
          {v.status === 'on_route' && (
            <RouteProgress value={v.progress} label={t('logistics.progressOf', { name: v.name })} />
          )}
        </Box>
      )}
    </ListItemButton>
  );
}

/** The fleet page: the vehicles on the left, the map on the right; choosing one flies the map to it. */
export function FleetView() {
  const { t } = useTranslation();
  const { runtime } = useSite();
  const query = useFleet();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const onSelect = useCallback((id: string) => setSelectedId(id), []);
  const vehicles = query.data?.vehicles;
  const allSites = query.data?.scope === 'all';
  const onRoute = vehicles?.filter((v) => v.status === 'on_route').length ?? 0;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <DashboardToolbar
        title={t('logistics.fleet.title')}
        period={vehicles ? t('logistics.fleet.summary', { count: vehicles.length, onRoute }) : undefined}
        withRange={false}
      />
      <Card sx={{ flex: '1 1 auto', minHeight: 0, display: 'flex', flexDirection: { xs: 'column', md: 'row' } }}>
        <Box
          component="section"
          aria-label={t('logistics.fleet.listLabel')}
          sx={{
            width: { md: 340 },
            flexShrink: 0,
            maxHeight: { xs: '40%', md: 'none' },
            overflowY: 'auto',
            borderInlineEnd: { md: 1 },
            borderBottom: { xs: 1, md: 0 },
            borderColor: 'divider',
          }}
        >
          {query.isError && !vehicles ? (
            <Alert
              severity="error"
              sx={{ m: 2 }}
              action={
                <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                  {t('dashboards.retry')}
                </Button>
              }
            >
              {t('dashboards.loadFailed')}
            </Alert>
          ) : !vehicles ? (
            <Box sx={{ p: 2, display: 'grid', gap: 2 }} role="status" aria-label={t('dashboards.loading')}>
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} variant="rounded" height={72} />
              ))}
            </Box>
          ) : vehicles.length === 0 ? (
            <Typography color="textSecondary" sx={{ p: 3 }}>
              {t('logistics.fleet.none')}
            </Typography>
          ) : (
            <List disablePadding>
              {vehicles.map((v) => (
                <ListItem key={v.id} disablePadding>
                  <VehicleRow v={v} selected={v.id === selectedId} allSites={allSites} onSelect={onSelect} />
                </ListItem>
              ))}
            </List>
          )}
        </Box>
        <Box sx={{ flex: '1 1 auto', minHeight: 320, position: 'relative' }}>
          {vehicles ? (
            <Suspense
              fallback={<Skeleton variant="rectangular" sx={{ position: 'absolute', inset: 0, height: '100%' }} />}
            >
              <FleetMap
                vehicles={vehicles}
                selectedId={selectedId}
                onSelect={onSelect}
                tileUrl={runtime.mapTileUrl}
                attribution={runtime.mapTileAttribution}
              />
            </Suspense>
          ) : (
            <Skeleton variant="rectangular" sx={{ position: 'absolute', inset: 0, height: '100%' }} />
          )}
        </Box>
      </Card>
    </Box>
  );
}
