/*
 * Just enough TopoJSON for the fleet map's outlines (world-atlas): arcs decoded from their
 * quantised deltas, polygons stitched from arcs. Written here rather than adding a client library
 * for two small functions; pure, so it is unit-tested without a browser.
 */

export type Position = readonly [longitude: number, latitude: number];

interface PolygonGeometry {
  type: 'Polygon';
  arcs: number[][];
}
interface MultiPolygonGeometry {
  type: 'MultiPolygon';
  arcs: number[][][];
}
interface OtherGeometry {
  type: string;
  arcs?: unknown;
}
export type TopoGeometry = PolygonGeometry | MultiPolygonGeometry | OtherGeometry;

export interface Topology {
  type: 'Topology';
  /** Present on quantised topologies (world-atlas's are): positions are integer deltas. */
  transform?: { scale: readonly [number, number]; translate: readonly [number, number] };
  arcs: number[][][];
  objects: Record<string, { type: string; geometries?: TopoGeometry[] } & Partial<TopoGeometry>>;
}

/** Every arc as absolute longitude/latitude positions. */
export function decodeArcs(topology: Topology): Position[][] {
  const t = topology.transform;
  return topology.arcs.map((arc) => {
    if (!t) return arc.map(([x, y]) => [x!, y!] as const);
    let x = 0;
    let y = 0;
    // Each position after the first is the difference from the one before it.
    return arc.map(([dx, dy]) => {
      x += dx!;
      y += dy!;
      return [x * t.scale[0] + t.translate[0], y * t.scale[1] + t.translate[1]] as const;
    });
  });
}

/** A ring from arc indexes: ~i is arc i backwards; consecutive arcs share their joining point. */
function ring(arcs: readonly Position[][], indexes: readonly number[]): Position[] {
  const points: Position[] = [];
  for (const index of indexes) {
    const arc = index >= 0 ? arcs[index]! : [...arcs[~index]!].reverse();
    points.push(...(points.length > 0 ? arc.slice(1) : arc));
  }
  return points;
}

/** The polygons (each a list of rings: outer, then holes) of one object of the topology. */
export function polygonsOf(topology: Topology, objectName: string, arcs = decodeArcs(topology)): Position[][][] {
  const object = topology.objects[objectName];
  if (!object) return [];
  const geometries: TopoGeometry[] = object.geometries ?? [object as TopoGeometry];
  return geometries.flatMap((g) => {
    if (g.type === 'Polygon') return [(g as PolygonGeometry).arcs.map((r) => ring(arcs, r))];
    if (g.type === 'MultiPolygon') return (g as MultiPolygonGeometry).arcs.map((p) => p.map((r) => ring(arcs, r)));
    return [];
  });
}

/**
 * The arcs an object uses, each once: for countries, the borders and coastlines drawn as lines
 * without drawing a shared border twice.
 */
export function arcsOf(topology: Topology, objectName: string, arcs = decodeArcs(topology)): Position[][] {
  const used = new Set<number>();
  const collect = (value: unknown): void => {
    if (typeof value === 'number') used.add(value >= 0 ? value : ~value);
    else if (Array.isArray(value)) value.forEach(collect);
  };
  const object = topology.objects[objectName];
  for (const g of object?.geometries ?? (object ? [object as TopoGeometry] : [])) collect(g.arcs);
  return [...used].sort((a, b) => a - b).map((i) => arcs[i]!);
}

/**
 * The same line with no step longer than half the globe: Natural Earth cuts shapes at 180°, so a
 * ring round Chukotka or Fiji jumps from 180 to -180, which a map would draw as a line (or a filled
 * band) across the whole world. Past 180 the positions go on (190°), which Leaflet draws in place.
 */
export function unwrapLongitudes(line: readonly Position[]): Position[] {
  const out: Position[] = [];
  for (const [lng, lat] of line) {
    const previous = out.at(-1)?.[0];
    let x = lng;
    if (previous !== undefined) {
      while (x - previous > 180) x -= 360;
      while (previous - x > 180) x += 360;
    }
    out.push([x, lat]);
  }
  return out;
}
