import { describe, expect, it } from 'vitest';
import { arcsOf, decodeArcs, polygonsOf, unwrapLongitudes, type Topology } from './topology';

/*
 * Two squares side by side sharing one border (arc 1), quantised as world-atlas is: arc 0 is the
 * left square's outer edge, arc 1 the shared edge (drawn upwards), arc 2 the right square's edge.
 */
const squares: Topology = {
  type: 'Topology',
  transform: { scale: [0.5, 0.25], translate: [10, 40] },
  arcs: [
    // (2,0) -> (0,0) -> (0,4) -> (2,4)
    [
      [2, 0],
      [-2, 0],
      [0, 4],
      [2, 0],
    ],
    // (2,4) -> (2,0)
    [
      [2, 4],
      [0, -4],
    ],
    // (2,4) -> (4,4) -> (4,0) -> (2,0)
    [
      [2, 4],
      [2, 0],
      [0, -4],
      [-2, 0],
    ],
  ],
  objects: {
    countries: {
      type: 'GeometryCollection',
      geometries: [{ type: 'Polygon', arcs: [[0, 1]] }, { type: 'MultiPolygon', arcs: [[[2, ~1]]] }, { type: 'Point' }],
    },
  },
};

describe('TopoJSON for the fleet map', () => {
  it('decodes quantised arcs into longitude and latitude', () => {
    expect(decodeArcs(squares)[0]).toEqual([
      [11, 40],
      [10, 40],
      [10, 41],
      [11, 41],
    ]);
  });

  it('stitches rings from arcs, a negative index read backwards, the joints not doubled', () => {
    const [left, right] = polygonsOf(squares, 'countries');
    expect(left).toEqual([
      [
        [11, 40],
        [10, 40],
        [10, 41],
        [11, 41],
        [11, 40],
      ],
    ]);
    // Arc 2 round the right square, then the shared border read backwards to close the ring.
    expect(right![0]![0]).toEqual([11, 41]);
    expect(right![0]!.at(-1)).toEqual([11, 41]);
    expect(right![0]).toHaveLength(5);
    expect(polygonsOf(squares, 'nothing')).toEqual([]);
  });

  it('lists each arc of an object once, so a shared border is drawn once', () => {
    expect(arcsOf(squares, 'countries')).toHaveLength(3);
  });

  it('never steps more than half the globe, so a shape cut at 180° is not drawn across the world', () => {
    expect(
      unwrapLongitudes([
        [178, 65],
        [180, 66],
        [-179, 66],
        [-175, 64],
        [179, 64],
      ]),
    ).toEqual([
      [178, 65],
      [180, 66],
      [181, 66],
      [185, 64],
      [179, 64],
    ]);
    expect(unwrapLongitudes([])).toEqual([]);
  });
});
