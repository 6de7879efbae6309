import type { FleetVehicle, VehicleStatus } from '@common/schemas/logistics';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { alpha, useTheme, type Theme } from '@mui/material/styles';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VEHICLE_TONE } from './labels';

/*
 * The fleet on a Leaflet map. This file is the only one that imports Leaflet and its CSS, and the
 * fleet page loads it lazily, so no other page downloads them. Markers are inline SVG (divIcon):
 * no marker images to fetch. Tiles come from MAP_TILE_URL when set; without it, or when the tile
 * server does not answer, the vehicles stand on land, borders and cities drawn from vector data
 * (world-outline.ts, a chunk loaded only then), with a degree grid.
 */

export interface FleetMapProps {
  vehicles: FleetVehicle[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  tileUrl?: string | undefined;
  attribution?: string | undefined;
}

/** A transparent pixel where a tile failed, never a broken-image icon. */
const EMPTY_TILE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const SELECTED_ZOOM = 7;
const FIT: L.FitBoundsOptions = { padding: [40, 40], maxZoom: 7, animate: false };

function pinHtml(color: string, ring: string, selected: boolean): string {
  const w = selected ? 38 : 28;
  const h = selected ? 48 : 36;
  // A pin with a small truck cut-out; the colour is the vehicle's status.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 28 36" aria-hidden="true" focusable="false">
  <path d="M14 35c-1-3-11-12-11-21a11 11 0 0 1 22 0c0 9-10 18-11 21z" fill="${color}" stroke="${ring}" stroke-width="2"/>
  <path d="M8 10h8v7H8zM16 12.5h2.6l2.4 2.6V17H16z" fill="${ring}"/>
  <circle cx="10.5" cy="18" r="1.6" fill="${ring}"/><circle cx="18" cy="18" r="1.6" fill="${ring}"/>
</svg>`;
}

function iconFor(theme: Theme, status: VehicleStatus, selected: boolean): L.DivIcon {
  const color = theme.palette[VEHICLE_TONE[status]].main;
  const size: [number, number] = selected ? [38, 48] : [28, 36];
  return L.divIcon({
    html: pinHtml(color, '#fff', selected),
    className: selected ? 'fleet-marker fleet-marker-selected' : 'fleet-marker',
    iconSize: size,
    iconAnchor: [size[0] / 2, size[1] - 1],
    tooltipAnchor: [0, -size[1]],
  });
}

/** Thin lines every half degree around the fleet: on the plain background they say "this is a map". */
function graticule(map: L.Map, bounds: L.LatLngBounds, color: string): L.LayerGroup {
  const group = L.layerGroup();
  const south = Math.floor(bounds.getSouth()) - 6;
  const north = Math.ceil(bounds.getNorth()) + 6;
  const west = Math.floor(bounds.getWest()) - 10;
  const east = Math.ceil(bounds.getEast()) + 10;
  const style = { color, weight: 1, interactive: false };
  for (let lat = south; lat <= north; lat += 0.5)
    group.addLayer(
      L.polyline(
        [
          [lat, west],
          [lat, east],
        ],
        style,
      ),
    );
  for (let lng = west; lng <= east; lng += 0.5)
    group.addLayer(
      L.polyline(
        [
          [south, lng],
          [north, lng],
        ],
        style,
      ),
    );
  return group.addTo(map);
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export default function FleetMap({ vehicles, selectedId, onSelect, tileUrl, attribution }: FleetMapProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef(new Map<string, L.Marker>());
  const [tilesFailed, setTilesFailed] = useState(false);
  // What a resize needs to show the whole fleet again (until a vehicle is chosen).
  const fleetBounds = useRef<L.LatLngBounds | null>(null);
  const chosen = useRef(selectedId);
  useEffect(() => {
    chosen.current = selectedId;
  }, [selectedId]);
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  }, [onSelect]);

  // The map itself, its tiles and its grid: once per mount.
  useEffect(() => {
    if (!element.current) return;
    const m = L.map(element.current, {
      zoomControl: true,
      attributionControl: Boolean(tileUrl && attribution),
      worldCopyJump: true,
    });
    m.setView([50, 10], 4);
    map.current = m;
    if (tileUrl) {
      const layer = L.tileLayer(tileUrl, { errorTileUrl: EMPTY_TILE, ...(attribution ? { attribution } : {}) });
      let loaded = false;
      layer.on('tileload', () => (loaded = true));
      // A server that never answered: drop the layer and say so, the vehicles stay.
      layer.on('tileerror', () => {
        if (loaded) return;
        m.removeLayer(layer);
        setTilesFailed(true);
      });
      layer.addTo(m);
    }
    // The pane's size settles after the first paint (list, fonts) and changes with the window:
    // Leaflet must be told, or it keeps drawing for the size it first measured.
    const observer = new ResizeObserver(() => {
      m.invalidateSize({ animate: false });
      if (!chosen.current && fleetBounds.current) m.fitBounds(fleetBounds.current, FIT);
    });
    observer.observe(element.current);
    const markerMap = markers.current;
    return () => {
      observer.disconnect();
      markerMap.clear();
      m.remove();
      map.current = null;
    };
  }, [tileUrl, attribution]);

  // Without tiles, the world drawn from vector data: loaded when first needed, redrawn in the theme's colours.
  const outlines = !tileUrl || tilesFailed;
  const dark = theme.palette.mode === 'dark';
  useEffect(() => {
    const m = map.current;
    if (!m || !outlines) return;
    let layer: L.LayerGroup | undefined;
    let gone = false;
    void import('./world-outline').then(({ drawWorld }) => {
      if (gone || map.current !== m) return;
      layer = drawWorld(m, {
        land: dark ? '#262b36' : '#f4f1e8',
        border: dark ? 'rgba(255, 255, 255, 0.3)' : 'rgba(0, 0, 0, 0.28)',
        city: dark ? '#cfd3dc' : '#555b66',
      });
    });
    return () => {
      gone = true;
      layer?.remove();
    };
    // A new map (another tile address) needs its own outlines.
  }, [outlines, dark, tileUrl, attribution]);

  // The vehicles: markers (redrawn when the list or the theme's colours change) and the view around them.
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    const layer = L.layerGroup().addTo(m);
    const byId = markers.current;
    const bounds = L.latLngBounds(vehicles.map((v) => [v.latitude, v.longitude] as [number, number]));
    const grid =
      vehicles.length > 0
        ? graticule(m, bounds, theme.palette.mode === 'dark' ? 'rgba(255, 255, 255, 0.14)' : 'rgba(0, 0, 0, 0.12)')
        : null;
    for (const v of vehicles) {
      const marker = L.marker([v.latitude, v.longitude], {
        icon: iconFor(theme, v.status, false),
        title: v.name,
        keyboard: true,
        riseOnHover: true,
      });
      marker.bindTooltip(v.routeFrom && v.routeTo ? `${v.name} · ${v.routeFrom} – ${v.routeTo}` : v.name, {
        direction: 'top',
      });
      marker.on('click', () => select.current(v.id));
      marker.on('keypress', (e: L.LeafletKeyboardEvent) => {
        if (e.originalEvent.key === 'Enter' || e.originalEvent.key === ' ') select.current(v.id);
      });
      marker.addTo(layer);
      const el = marker.getElement();
      el?.setAttribute('data-vehicle-id', v.id);
      el?.setAttribute('aria-label', `${v.name}, ${t(`logistics.vehicleStatus.${v.status}`)}`);
      byId.set(v.id, marker);
    }
    fleetBounds.current = vehicles.length > 0 ? bounds : null;
    if (vehicles.length > 0) m.fitBounds(bounds, FIT);
    return () => {
      byId.clear();
      layer.remove();
      grid?.remove();
    };
  }, [vehicles, theme, t]);

  // The selected vehicle: a bigger pin, its name shown, and the map flies to it.
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    for (const [id, marker] of markers.current) {
      const v = vehicles.find((x) => x.id === id);
      if (!v) continue;
      const selected = id === selectedId;
      marker.setIcon(iconFor(theme, v.status, selected));
      marker.setZIndexOffset(selected ? 1000 : 0);
      const el = marker.getElement();
      el?.setAttribute('data-vehicle-id', id);
      el?.setAttribute('aria-label', `${v.name}, ${t(`logistics.vehicleStatus.${v.status}`)}`);
      el?.setAttribute('aria-pressed', String(selected));
      if (selected) {
        marker.openTooltip();
        const zoom = Math.max(m.getZoom(), SELECTED_ZOOM);
        if (reducedMotion()) m.setView(marker.getLatLng(), zoom, { animate: false });
        else m.flyTo(marker.getLatLng(), zoom, { duration: 0.8 });
      } else marker.closeTooltip();
    }
  }, [selectedId, vehicles, theme, t]);

  // The sea under the drawn land; with tiles, only what shows before they arrive.
  const background = outlines
    ? dark
      ? '#141a24'
      : '#dce8f2'
    : dark
      ? alpha(theme.palette.primary.main, 0.06)
      : alpha(theme.palette.primary.main, 0.04);
  return (
    <Box sx={{ position: 'relative', height: '100%', minHeight: 320 }}>
      <Box
        ref={element}
        role="region"
        aria-label={t('logistics.fleet.mapLabel')}
        data-testid="fleet-map"
        sx={{
          position: 'absolute',
          inset: 0,
          // Leaflet's own grey is for missing tiles; the page's colours stand in for the land.
          '&.leaflet-container': { bgcolor: background, fontFamily: theme.typography.fontFamily },
          '& .fleet-marker': { background: 'none', border: 0, filter: 'drop-shadow(0 2px 3px rgb(0 0 0 / 0.35))' },
          '& .fleet-city-label': {
            width: 'auto !important',
            height: 'auto !important',
            whiteSpace: 'nowrap',
            fontSize: 11,
            color: dark ? '#cfd3dc' : '#444a55',
            textShadow: dark ? '0 0 3px #141a24' : '0 0 3px #fff',
          },
          '& .fleet-marker:focus-visible': {
            outline: `3px solid ${theme.palette.primary.main}`,
            outlineOffset: 2,
            borderRadius: 1,
          },
          '& .leaflet-tooltip': {
            bgcolor: 'background.paper',
            color: 'text.primary',
            borderColor: 'divider',
            boxShadow: 2,
          },
          '& .leaflet-tooltip-top::before': { borderTopColor: theme.palette.background.paper },
          '& .leaflet-bar a': { bgcolor: 'background.paper', color: 'text.primary', borderColor: 'divider' },
          '& .leaflet-control-attribution': {
            bgcolor: alpha(theme.palette.background.paper, 0.8),
            color: 'text.secondary',
          },
        }}
      />
      {tilesFailed && (
        <Alert
          severity="info"
          sx={{ position: 'absolute', insetInlineStart: 12, bottom: 12, zIndex: 500 }}
          data-testid="tiles-unavailable"
        >
          {t('logistics.fleet.tilesUnavailable')}
        </Alert>
      )}
    </Box>
  );
}
