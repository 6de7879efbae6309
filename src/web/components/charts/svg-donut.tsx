import type { Theme } from '@mui/material/styles';
import { useRef, useState } from 'react';
import { ChartLegend, ChartTooltip, chartFont } from './svg-chart-parts';
import { ringSlice, shares, sliceMiddle } from './svg-geometry';

export interface DonutSlice {
  label: string;
  value: number;
  color: string;
}

/** Where the ring sits in the SVG's 100 x 100 box: the hole is 72% of it, as the Chart.js donut's cutout was. */
const C = 50;
const OUTER = 47;
const INNER = OUTER * 0.72;

/**
 * Shares of a whole as a donut drawn in SVG, with the total and its word in the hole and a legend
 * under it whose entries hide or show their slice; a slice (or its legend entry, hovered or
 * focused) shows its figure in a tooltip. No chart library: the CRM dashboard draws it in its
 * first window (ADR 0021). `label` names the picture for screen readers with every figure.
 */
export function SvgDonut({
  slices,
  height,
  label,
  total,
  totalLabel,
  theme,
  format,
}: {
  slices: readonly DonutSlice[];
  height: number;
  label: string;
  /** The total as written in the hole. */
  total: string;
  totalLabel: string;
  theme: Theme;
  format: (n: number) => string;
}) {
  const [hidden, setHidden] = useState<ReadonlySet<number>>(() => new Set());
  // The slice pointed at, and where its tooltip goes: the middle of its outer edge, in the chart
  // box's pixels (worked out when pointed at, from the drawn size).
  const [active, setActive] = useState<{ index: number; x: number; y: number; width: number } | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const pieces = shares(slices.map((s, i) => (hidden.has(i) ? 0 : s.value)));
  const toggle = (i: number) =>
    setHidden((h) => {
      const next = new Set(h);
      if (!next.delete(i)) next.add(i);
      return next;
    });
  const point = (index: number | null) => {
    const box = svg.current?.getBoundingClientRect();
    const piece = index === null ? undefined : pieces[index];
    if (index === null || !box || !piece || piece.to - piece.from <= 0) return setActive(null);
    const scale = Math.min(box.width, box.height) / 100;
    const mid = sliceMiddle(C, C, OUTER, piece.from, piece.to);
    setActive({
      index,
      x: box.width / 2 + (mid.x - C) * scale,
      y: box.height / 2 + (mid.y - C) * scale,
      width: box.width,
    });
  };
  const shown = active && !hidden.has(active.index) ? slices[active.index] : undefined;
  const p = theme.palette;
  return (
    <div style={{ height, display: 'flex', flexDirection: 'column' }} data-chart="donut">
      <div style={{ position: 'relative', flex: 1, minHeight: 0 }}>
        <svg
          ref={svg}
          role="img"
          aria-label={label}
          viewBox="0 0 100 100"
          width="100%"
          height="100%"
          style={{ display: 'block', overflow: 'visible' }}
          onPointerLeave={() => point(null)}
        >
          {slices.map((s, i) => {
            const { from, to } = pieces[i]!;
            if (to - from <= 0) return null;
            const grow = active?.index === i ? 2 : 0;
            return (
              <path
                key={`${s.label}-${i}`}
                d={ringSlice(C, C, INNER, OUTER + grow, from, to)}
                fill={s.color}
                stroke={p.background.paper}
                strokeWidth={2}
                vectorEffect="non-scaling-stroke"
                onPointerEnter={() => point(i)}
              />
            );
          })}
        </svg>
        <div
          aria-hidden
          style={{
            ...chartFont(theme),
            position: 'absolute',
            inset: 0,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            pointerEvents: 'none',
            lineHeight: 1.25,
          }}
        >
          <span style={{ color: p.text.primary, fontSize: 24, fontWeight: 600 }} data-chart-total>
            {total}
          </span>
          <span style={{ color: p.text.secondary, fontSize: 13 }}>{totalLabel}</span>
        </div>
        {shown && active && (
          <ChartTooltip
            x={active.x}
            y={active.y}
            width={active.width}
            theme={theme}
            rows={[{ color: shown.color, text: `${shown.label}: ${format(shown.value)}` }]}
          />
        )}
      </div>
      <ChartLegend
        theme={theme}
        items={slices.map((s, i) => ({ label: s.label, color: s.color, hidden: hidden.has(i) }))}
        onToggle={toggle}
        onPoint={point}
      />
    </div>
  );
}
