import { ArtFrame } from '@web/components/front/art-frame';

const LAYERS = [
  [60, [70, 160, 250]],
  [170, [50, 120, 190, 260]],
  [280, [100, 210]],
] as const;

/** A small neural network: three layers of nodes and the links between them. */
export function NetworkArt() {
  const links: string[] = [];
  for (let l = 0; l < LAYERS.length - 1; l++) {
    const [x1, ys1] = LAYERS[l]!;
    const [x2, ys2] = LAYERS[l + 1]!;
    for (const y1 of ys1) for (const y2 of ys2) links.push(`M${x1} ${y1} L${x2} ${y2}`);
  }
  return (
    <ArtFrame>
      <path d={links.join(' ')} stroke="currentColor" strokeOpacity="0.35" strokeWidth="3" />
      {LAYERS.map(([x, ys], l) =>
        ys.map((y) => (
          <circle key={`${l}-${y}`} cx={x} cy={y} r="20" fill="currentColor" fillOpacity={0.5 + l * 0.2} />
        )),
      )}
      <rect x="320" y="130" width="64" height="50" rx="10" fill="currentColor" />
      <text x="352" y="163" textAnchor="middle" fill="#fff" fontSize="22" fontWeight="800" fontFamily="sans-serif">
        AI
      </text>
      <path d="M300 100 L320 145 M300 210 L320 165" stroke="currentColor" strokeWidth="3" strokeOpacity="0.6" />
    </ArtFrame>
  );
}
