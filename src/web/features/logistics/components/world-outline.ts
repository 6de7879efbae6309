import L from 'leaflet';
import countries from 'world-atlas/countries-110m.json';
import { arcsOf, decodeArcs, polygonsOf, unwrapLongitudes, type Position, type Topology } from './topology';

/*
 * The fleet map's own map when no tile server is configured (MAP_TILE_URL unset): land, country
 * borders and the big cities, drawn from world-atlas (Natural Earth 1:110m, about 100 KB) as
 * vectors. This module and the data are a chunk of their own, loaded by the fleet map only when it
 * needs them, so neither the first load nor a map with tiles downloads them.
 */

/** Capitals and large cities where fleets drive (Europe, the United States): enough to tell where a truck is. */
const CITIES: readonly (readonly [name: string, latitude: number, longitude: number])[] = [
  ['London', 51.507, -0.128],
  ['Paris', 48.857, 2.352],
  ['Berlin', 52.52, 13.405],
  ['Madrid', 40.417, -3.704],
  ['Rome', 41.903, 12.496],
  ['Warsaw', 52.23, 21.012],
  ['Vienna', 48.208, 16.374],
  ['Prague', 50.075, 14.438],
  ['Budapest', 47.498, 19.04],
  ['Amsterdam', 52.368, 4.904],
  ['Brussels', 50.85, 4.352],
  ['Copenhagen', 55.676, 12.568],
  ['Stockholm', 59.329, 18.069],
  ['Oslo', 59.914, 10.752],
  ['Helsinki', 60.17, 24.938],
  ['Dublin', 53.35, -6.26],
  ['Lisbon', 38.722, -9.139],
  ['Athens', 37.984, 23.728],
  ['Bucharest', 44.427, 26.103],
  ['Vilnius', 54.687, 25.28],
  ['Riga', 56.95, 24.105],
  ['Kyiv', 50.45, 30.523],
  ['Hamburg', 53.551, 9.994],
  ['Munich', 48.135, 11.582],
  ['Milan', 45.464, 9.19],
  ['Barcelona', 41.387, 2.169],
  ['Kraków', 50.065, 19.945],
  ['Gdańsk', 54.352, 18.647],
  ['Bratislava', 48.149, 17.107],
  ['Zagreb', 45.815, 15.982],
  ['Frankfurt', 50.11, 8.682],
  ['Cologne', 50.938, 6.96],
  ['Manchester', 53.481, -2.243],
  ['Birmingham', 52.486, -1.89],
  ['Edinburgh', 55.953, -3.188],
  ['Glasgow', 55.864, -4.252],
  ['Washington', 38.907, -77.037],
  ['New York', 40.713, -74.006],
  ['Boston', 42.36, -71.059],
  ['Chicago', 41.878, -87.63],
  ['Atlanta', 33.749, -84.388],
  ['Miami', 25.762, -80.192],
  ['Houston', 29.76, -95.37],
  ['Dallas', 32.777, -96.797],
  ['Denver', 39.739, -104.99],
  ['Los Angeles', 34.052, -118.244],
  ['San Francisco', 37.775, -122.419],
  ['Seattle', 47.606, -122.332],
];

const latLngs = (positions: readonly Position[]) =>
  unwrapLongitudes(positions).map(([lng, lat]) => [lat, lng] as L.LatLngTuple);

/** Antarctica's ring runs along the edge of the projection; no fleet drives there. */
const aboveAntarctica = (polygon: readonly Position[][]) => polygon[0]!.some(([, lat]) => lat > -60);

export interface OutlineColours {
  land: string;
  border: string;
  city: string;
}

/**
 * Land, borders and city points under the vehicles, on a pane of their own below Leaflet's
 * markers. SVG, not canvas: a few hundred paths is cheap, and each keeps a class a test can find.
 */
export function drawWorld(map: L.Map, colours: OutlineColours): L.LayerGroup {
  const topology = countries as unknown as Topology;
  const arcs = decodeArcs(topology);
  if (!map.getPane('fleet-world')) {
    const pane = map.createPane('fleet-world');
    // Above the background, below overlays (400) and markers (600).
    pane.style.zIndex = '250';
    pane.style.pointerEvents = 'none';
  }
  const renderer = L.svg({ pane: 'fleet-world', padding: 0.5 });
  // The renderer is in the group too, so removing the group (a theme change) removes its <svg>.
  const group = L.layerGroup([renderer]);
  const shape = { renderer, interactive: false, pane: 'fleet-world' };
  group.addLayer(
    L.polygon(
      polygonsOf(topology, 'land', arcs)
        .filter(aboveAntarctica)
        .map((polygon) => polygon.map(latLngs)),
      { ...shape, className: 'fleet-land', stroke: false, fillColor: colours.land, fillOpacity: 1 },
    ),
  );
  for (const arc of arcsOf(topology, 'countries', arcs))
    group.addLayer(
      L.polyline(latLngs(arc), { ...shape, className: 'fleet-border', color: colours.border, weight: 1, opacity: 1 }),
    );
  for (const [name, lat, lng] of CITIES) {
    group.addLayer(
      L.circleMarker([lat, lng], {
        ...shape,
        className: 'fleet-city',
        radius: 3,
        stroke: false,
        fillColor: colours.city,
        fillOpacity: 0.9,
      }),
    );
    // The name as a non-interactive label beside its point (a tooltip would be the vehicles' kind).
    group.addLayer(
      L.marker([lat, lng], {
        pane: 'fleet-world',
        interactive: false,
        keyboard: false,
        icon: L.divIcon({ className: 'fleet-city-label', html: name, iconSize: [0, 0], iconAnchor: [-6, 7] }),
      }),
    );
  }
  return group.addTo(map);
}
