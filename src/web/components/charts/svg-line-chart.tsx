import { alpha, type Theme } from '@mui/material/styles';
import { useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import { ChartLegend, ChartTooltip, chartFont } from './svg-chart-parts';
import { countTicks, labelEvery, monotonePath } from './svg-geometry';

export interface LineSeries {
  name: string;
  values: readonly number[];
  color: string;
}

/** The drawn size of an element, followed as it changes (null until known: nothing is drawn on the server). */
function useSize<T extends Element>() {
  const ref = useRef<T>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () => {
      const { width, height } = node.getBoundingClientRect();
      setSize((s) => (s && s.width === width && s.height === height ? s : { width, height }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, size] as const;
}

const TOP = 8;
const BOTTOM = 24;
const SIDE = 8;
/** At most this many day labels under the axis; the tooltip always names the day. */
const MAX_LABELS = 8;
/** The room one day label needs ("Nov 26", "26 lis"): fewer labels on a narrow chart, none overlapping. */
const LABEL_WIDTH = 56;

/**
 * Day-by-day counts as smooth lines (or filled areas) drawn in SVG: the value axis from zero in
 * whole counts with its grid, at most eight day labels, and a tooltip naming the day under the
 * pointer anywhere in its column with every series' figure, as the Chart.js charts did. In a
 * right-to-left page the days run from the right and the value axis stands on the right. A legend
 * (entries hide or show their series) when there are several series. No chart library: the CRM
 * dashboard draws its sign-ups chart in its first window (ADR 0021).
 */
export function SvgLineChart({
  categories,
  series,
  height,
  label,
  area,
  theme,
  format,
}: {
  categories: readonly string[];
  series: readonly LineSeries[];
  height: number;
  label: string;
  area: boolean;
  theme: Theme;
  format: (n: number) => string;
}) {
  const [box, size] = useSize<HTMLDivElement>();
  const [hidden, setHidden] = useState<ReadonlySet<number>>(() => new Set());
  const [active, setActive] = useState<number | null>(null);
  const p = theme.palette;
  const rtl = theme.direction === 'rtl';
  const visible = series.map((s, i) => ({ ...s, i })).filter((s) => !hidden.has(s.i));
  const ticks = countTicks(Math.max(0, ...visible.flatMap((s) => s.values)));
  const top = ticks[ticks.length - 1]!;
  const tickText = ticks.map(format);
  const axisWidth = Math.max(...tickText.map((t) => t.length)) * 7 + 10;
  const n = categories.length;

  let chart = null;
  if (size && size.width > axisWidth + 2 * SIDE && size.height > TOP + BOTTOM) {
    const { width, height: h } = size;
    const left = rtl ? SIDE : axisWidth;
    const right = rtl ? width - axisWidth : width - SIDE;
    const bottom = h - BOTTOM;
    const step = n > 1 ? (right - left) / (n - 1) : 0;
    const xAt = (i: number) => (n > 1 ? (rtl ? right - i * step : left + i * step) : (left + right) / 2);
    const yAt = (v: number) => TOP + (1 - v / top) * (bottom - TOP);
    const every = labelEvery(n, Math.max(2, Math.min(MAX_LABELS, Math.floor((right - left) / LABEL_WIDTH))));
    const font = chartFont(theme);
    const move = (e: PointerEvent<SVGSVGElement>) => {
      const x = e.clientX - e.currentTarget.getBoundingClientRect().left;
      const i = n > 1 ? Math.round((rtl ? right - x : x - left) / step) : 0;
      setActive(Math.min(n - 1, Math.max(0, i)));
    };
    const shown = active !== null && active < n ? active : null;
    chart = (
      <>
        <svg
          role="img"
          aria-label={label}
          width={width}
          height={h}
          style={{ display: 'block', overflow: 'visible', fontFamily: font.fontFamily, fontSize: font.fontSize }}
          onPointerMove={move}
          onPointerLeave={() => setActive(null)}
        >
          {ticks.map((t, k) => (
            <g key={t}>
              <line x1={left} x2={right} y1={yAt(t)} y2={yAt(t)} stroke={p.divider} />
              <text
                x={rtl ? right + 8 : left - 8}
                y={yAt(t)}
                dominantBaseline="middle"
                textAnchor={rtl ? 'start' : 'end'}
                fill={p.text.secondary}
              >
                {tickText[k]}
              </text>
            </g>
          ))}
          {categories.map((c, i) =>
            i % every === 0 ? (
              <text key={i} x={xAt(i)} y={bottom + 16} textAnchor="middle" fill={p.text.secondary}>
                {c}
              </text>
            ) : null,
          )}
          {visible.map((s) => {
            const points = s.values.map((v, i) => ({ x: xAt(i), y: yAt(v) }));
            const line = monotonePath(points);
            const first = points[0];
            const last = points[points.length - 1];
            return (
              <g key={s.i}>
                {area && first && last && (
                  <path
                    d={`${line}L${last.x},${bottom}L${first.x},${bottom}Z`}
                    fill={alpha(s.color, 0.2)}
                    stroke="none"
                  />
                )}
                <path
                  d={line}
                  fill="none"
                  stroke={s.color}
                  strokeWidth={3}
                  strokeLinejoin="round"
                  strokeLinecap="round"
                />
              </g>
            );
          })}
          {shown !== null &&
            visible.map((s) => (
              <circle
                key={s.i}
                cx={xAt(shown)}
                cy={yAt(s.values[shown] ?? 0)}
                r={5}
                fill={s.color}
                stroke={p.background.paper}
                strokeWidth={2}
              />
            ))}
        </svg>
        {shown !== null && visible.length > 0 && (
          <ChartTooltip
            x={xAt(shown)}
            y={Math.min(...visible.map((s) => yAt(s.values[shown] ?? 0)))}
            width={width}
            theme={theme}
            title={categories[shown]}
            rows={visible.map((s) => ({ color: s.color, text: `${s.name}: ${format(s.values[shown] ?? 0)}` }))}
          />
        )}
      </>
    );
  }

  return (
    <div style={{ height, display: 'flex', flexDirection: 'column' }} data-chart="line">
      {series.length > 1 && (
        <ChartLegend
          theme={theme}
          align="start"
          items={series.map((s, i) => ({ label: s.name, color: s.color, hidden: hidden.has(i) }))}
          onToggle={(i) =>
            setHidden((h) => {
              const next = new Set(h);
              if (!next.delete(i)) next.add(i);
              return next;
            })
          }
        />
      )}
      <div ref={box} style={{ position: 'relative', flex: 1, minHeight: 0 }}>
        {chart}
      </div>
    </div>
  );
}
