import type { Theme } from '@mui/material/styles';
import type { CSSProperties, ReactNode } from 'react';

/*
 * The legend and tooltip of the dashboards' own SVG charts, in the look of the Chart.js ones
 * (chartjs-theme.ts): the theme's ink and surfaces, its font at 12 px, round colour marks.
 * Plain elements with inline styles: a chart is drawn often and needs no styling engine.
 */

export function chartFont(theme: Theme): CSSProperties {
  return { fontFamily: String(theme.typography.fontFamily), fontSize: 12 };
}

function Mark({ color }: { color: string }) {
  return (
    <span
      aria-hidden
      style={{ display: 'inline-block', width: 8, height: 8, borderRadius: '50%', background: color, flex: 'none' }}
    />
  );
}

export interface LegendItem {
  label: string;
  color: string;
  hidden?: boolean;
}

/**
 * The chart's legend: each entry a button that hides or shows its part of the chart (as Chart.js
 * does on a click), and points it out while hovered or focused.
 */
export function ChartLegend({
  items,
  theme,
  onToggle,
  onPoint,
  align = 'center',
}: {
  items: readonly LegendItem[];
  theme: Theme;
  onToggle: (index: number) => void;
  onPoint?: (index: number | null) => void;
  /** Centred under the chart, or at the start above it. */
  align?: 'center' | 'start';
}) {
  return (
    <ul
      style={{
        ...chartFont(theme),
        listStyle: 'none',
        margin: 0,
        padding: align === 'center' ? '8px 0 0' : '0 0 8px',
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: align === 'center' ? 'center' : 'flex-start',
        gap: '4px 16px',
      }}
    >
      {items.map((item, i) => (
        <li key={`${item.label}-${i}`}>
          <button
            type="button"
            aria-pressed={!item.hidden}
            onClick={() => onToggle(i)}
            onPointerEnter={() => onPoint?.(i)}
            onPointerLeave={() => onPoint?.(null)}
            onFocus={() => onPoint?.(i)}
            onBlur={() => onPoint?.(null)}
            style={{
              font: 'inherit',
              color: theme.palette.text.secondary,
              background: 'none',
              border: 0,
              padding: '2px 0',
              cursor: 'pointer',
              display: 'inline-flex',
              alignItems: 'center',
              gap: 6,
              textDecoration: item.hidden ? 'line-through' : 'none',
            }}
          >
            <Mark color={item.color} />
            {item.label}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * A tooltip box at (x, y) in its chart's box: above the point (under it near the top), kept
 * inside the chart sideways.
 * Hidden from screen readers: the chart's name already says every figure.
 */
export function ChartTooltip({
  x,
  y,
  width,
  theme,
  title,
  rows,
}: {
  x: number;
  y: number;
  /** The chart's width, to keep the box inside it. */
  width: number;
  theme: Theme;
  title?: ReactNode;
  rows: readonly { color: string; text: ReactNode }[];
}) {
  const p = theme.palette;
  // Anchored by its centre, moved in near the chart's sides; under the point when there is no
  // room above it (the card's body clips what leaves it).
  const shift = x < width * 0.2 ? '0%' : x > width * 0.8 ? '-100%' : '-50%';
  const below = y < 24 + 18 * (rows.length + (title === undefined ? 0 : 1));
  return (
    <div
      aria-hidden
      data-chart-tooltip
      style={{
        ...chartFont(theme),
        position: 'absolute',
        left: x,
        top: y,
        transform: `translate(${shift}, ${below ? '12px' : 'calc(-100% - 8px)'})`,
        pointerEvents: 'none',
        background: p.background.paper,
        color: p.text.secondary,
        border: `1px solid ${p.divider}`,
        borderRadius: 6,
        padding: 10,
        whiteSpace: 'nowrap',
        boxShadow: theme.shadows[2],
        zIndex: 1,
        direction: theme.direction,
      }}
    >
      {title !== undefined && <div style={{ color: p.text.primary, fontWeight: 600, marginBottom: 4 }}>{title}</div>}
      {rows.map((row, i) => (
        <div key={i} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <Mark color={row.color} />
          {row.text}
        </div>
      ))}
    </div>
  );
}
