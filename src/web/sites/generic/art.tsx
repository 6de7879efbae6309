import { ArtFrame } from '@web/components/front/art-frame';

const TILES = [
  [20, 30, 1],
  [140, 30, 0.55],
  [260, 30, 0.8],
  [20, 130, 0.45],
  [140, 130, 0.9],
  [260, 130, 0.35],
  [20, 230, 0.7],
  [140, 230, 0.3],
  [260, 230, 0.6],
] as const;

/** A wall of storefront tiles: many marketplaces side by side. */
export function MarketsArt() {
  return (
    <ArtFrame viewBox="0 0 380 320">
      {TILES.map(([x, y, o]) => (
        <g key={`${x}-${y}`}>
          <rect x={x} y={y} width="100" height="84" rx="12" fill="currentColor" fillOpacity={o} />
          <path
            d={`M${x + 16} ${y + 22} h68`}
            stroke="#fff"
            strokeOpacity="0.8"
            strokeWidth="6"
            strokeLinecap="round"
          />
          <path
            d={`M${x + 16} ${y + 50} h40`}
            stroke="#fff"
            strokeOpacity="0.6"
            strokeWidth="6"
            strokeLinecap="round"
          />
        </g>
      ))}
    </ArtFrame>
  );
}
