import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { monotonePath } from '@web/components/charts/svg-geometry';
import { useId } from 'react';
import type { Tone } from './tone';

/*
 * The small charts of the statistics and widget cards, drawn in a few lines of SVG with the
 * dashboards' own curve (svg-geometry.ts): no chart library, nothing to load, drawn on the server
 * too. Colours are the theme's CSS variables through `currentColor`, so a scheme change restyles
 * them without a redraw. Time runs from the reading start: mirrored in a right-to-left page.
 */

const W = 100;

interface MiniChartProps {
  values: readonly number[];
  tone: Tone;
  /** What the chart shows, for screen readers (the drawing itself says nothing). */
  label: string;
  height?: number;
}

/** Mirrors the drawing in a right-to-left page, where the first day is on the right. */
function useMirror() {
  return useTheme().direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;
}

/** A smooth line, or an area under it, with no axes: the shape of a figure's last days. */
export function Sparkline({ values, tone, label, height = 56, area = false }: MiniChartProps & { area?: boolean }) {
  // An id usable in url(#...): React's ids hold characters a CSS reference would need escaped.
  const gradient = `spark${useId().replace(/[^\w-]/g, '')}`;
  const mirror = useMirror();
  const top = Math.max(...values, 1);
  const h = 40;
  const points = values.map((v, i) => ({
    x: values.length > 1 ? (i / (values.length - 1)) * W : 0,
    // 3 units of room above and below, so the line's width is never cut.
    y: 3 + (1 - v / top) * (h - 6),
  }));
  const line = monotonePath(points);
  return (
    <Box sx={{ color: `${tone}.main`, height, ...mirror }}>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${W} ${h}`}
        preserveAspectRatio="none"
        width="100%"
        height="100%"
      >
        {area && (
          <>
            <defs>
              <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
                <stop offset="0" stopColor="currentColor" stopOpacity={0.32} />
                <stop offset="1" stopColor="currentColor" stopOpacity={0} />
              </linearGradient>
            </defs>
            <path d={`${line}L${W},${h}L0,${h}Z`} fill={`url(#${gradient})`} />
          </>
        )}
        <path d={line} fill="none" stroke="currentColor" strokeWidth={2.5} vectorEffect="non-scaling-stroke" />
      </svg>
    </Box>
  );
}

/**
 * Columns with rounded tops, one per value; the `highlight` column in the full colour and the
 * others tinted, as the template marks today's or the best day's column.
 */
export function MiniBars({ values, tone, label, height = 80, highlight }: MiniChartProps & { highlight?: number }) {
  const mirror = useMirror();
  const top = Math.max(...values, 1);
  const h = 40;
  const step = W / values.length;
  const width = step * 0.56;
  return (
    <Box sx={{ color: `${tone}.main`, height, ...mirror }}>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${W} ${h}`}
        preserveAspectRatio="none"
        width="100%"
        height="100%"
      >
        {values.map((v, i) => {
          const barHeight = Math.max(1.5, (v / top) * h);
          return (
            <rect
              key={i}
              x={i * step + (step - width) / 2}
              y={h - barHeight}
              width={width}
              height={barHeight}
              rx={1.5}
              fill="currentColor"
              fillOpacity={highlight === undefined || highlight === i ? 1 : 0.24}
            />
          );
        })}
      </svg>
    </Box>
  );
}
