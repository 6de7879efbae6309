function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Deep merge of chart options where the chart's own win; arrays (colours, series, axes lists) are
 * replaced, not merged, and functions (formatters, scriptable options) are taken as they are.
 */
export function mergeDeep<T extends object>(base: T, own: T): T {
  return mergeRecords(base as Record<string, unknown>, own as Record<string, unknown>) as T;
}

function mergeRecords(base: Record<string, unknown>, own: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(own)) {
    const current = out[key];
    out[key] = isPlainObject(current) && isPlainObject(value) ? mergeRecords(current, value) : value;
  }
  return out;
}
