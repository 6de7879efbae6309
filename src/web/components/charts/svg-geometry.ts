/*
 * The arithmetic of the dashboards' own SVG charts (svg-donut.tsx, svg-line-chart.tsx): kept apart
 * from the components so it is tested without a browser. Charts drawn with our own SVG need no
 * chart library in the page's first load (ADR 0021).
 */

/** Value-axis ticks for whole counts: from zero to at least `max`, about `count` steps of a round size. */
export function countTicks(max: number, count = 5): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power);
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let v = 0; v <= top + step / 2; v += step) ticks.push(Math.round(v));
  return ticks;
}

/** Which of `n` category labels to write so that at most `limit` show, evenly spaced, the first always. */
export function labelEvery(n: number, limit: number): number {
  return Math.max(1, Math.ceil(n / Math.max(1, limit)));
}

export interface Point {
  x: number;
  y: number;
}

/**
 * A smooth path through the points that never overshoots between two of them (monotone cubic
 * interpolation, Fritsch and Carlson): a day between two zero days stays on zero, never below.
 * The points go by rising (or falling) x.
 */
export function monotonePath(points: readonly Point[]): string {
  const n = points.length;
  if (n === 0) return '';
  const f = (v: number) => Number(v.toFixed(2));
  if (n === 1) return `M${f(points[0]!.x)},${f(points[0]!.y)}`;
  const dx: number[] = [];
  const slope: number[] = [];
  for (let i = 0; i < n - 1; i++) {
    dx.push(points[i + 1]!.x - points[i]!.x);
    slope.push(dx[i] === 0 ? 0 : (points[i + 1]!.y - points[i]!.y) / dx[i]!);
  }
  // Tangents: the mean of the two sides' slopes, zero at a peak or a valley, then limited so the
  // curve stays monotone on every piece.
  const tangent: number[] = [slope[0]!];
  for (let i = 1; i < n - 1; i++) tangent.push(slope[i - 1]! * slope[i]! <= 0 ? 0 : (slope[i - 1]! + slope[i]!) / 2);
  tangent.push(slope[n - 2]!);
  for (let i = 0; i < n - 1; i++) {
    if (slope[i] === 0) {
      tangent[i] = 0;
      tangent[i + 1] = 0;
      continue;
    }
    const a = tangent[i]! / slope[i]!;
    const b = tangent[i + 1]! / slope[i]!;
    const h = Math.hypot(a, b);
    if (h > 3) {
      tangent[i] = (3 / h) * a * slope[i]!;
      tangent[i + 1] = (3 / h) * b * slope[i]!;
    }
  }
  let d = `M${f(points[0]!.x)},${f(points[0]!.y)}`;
  for (let i = 0; i < n - 1; i++) {
    const p = points[i]!;
    const q = points[i + 1]!;
    const third = dx[i]! / 3;
    d += `C${f(p.x + third)},${f(p.y + tangent[i]! * third)} ${f(q.x - third)},${f(q.y - tangent[i + 1]! * third)} ${f(q.x)},${f(q.y)}`;
  }
  return d;
}

/** A point on a circle of radius r round (cx, cy), the angle in turns clockwise from the top. */
function polar(cx: number, cy: number, r: number, turns: number): Point {
  const a = 2 * Math.PI * turns - Math.PI / 2;
  return { x: cx + r * Math.cos(a), y: cy + r * Math.sin(a) };
}

/**
 * A ring's piece from `from` to `to` (in turns, clockwise from the top) between the radii `inner`
 * and `outer`, as a path. A whole ring is drawn as two halves (an arc cannot end where it starts).
 */
export function ringSlice(cx: number, cy: number, inner: number, outer: number, from: number, to: number): string {
  if (to - from >= 0.9999)
    return `${ringSlice(cx, cy, inner, outer, 0, 0.5)}${ringSlice(cx, cy, inner, outer, 0.5, 1)}`;
  const f = (v: number) => Number(v.toFixed(3));
  const large = to - from > 0.5 ? 1 : 0;
  const a = polar(cx, cy, outer, from);
  const b = polar(cx, cy, outer, to);
  const c = polar(cx, cy, inner, to);
  const d = polar(cx, cy, inner, from);
  return (
    `M${f(a.x)},${f(a.y)}A${outer},${outer} 0 ${large} 1 ${f(b.x)},${f(b.y)}` +
    `L${f(c.x)},${f(c.y)}A${inner},${inner} 0 ${large} 0 ${f(d.x)},${f(d.y)}Z`
  );
}

/** Each value's piece of the whole, in turns: where it starts and ends (zero values take no room). */
export function shares(values: readonly number[]): { from: number; to: number }[] {
  const total = values.reduce((s, v) => s + Math.max(0, v), 0);
  let at = 0;
  return values.map((v) => {
    const from = at;
    at += total > 0 ? Math.max(0, v) / total : 0;
    return { from, to: at };
  });
}

/** The middle of a ring's piece, where its tooltip points. */
export function sliceMiddle(cx: number, cy: number, r: number, from: number, to: number): Point {
  return polar(cx, cy, r, (from + to) / 2);
}
