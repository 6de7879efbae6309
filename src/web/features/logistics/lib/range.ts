/** Delivered on time out of all delivered, in percent with one decimal; null with nothing delivered. */
export function onTimeRate(onTime: number, late: number): number | null {
  const all = onTime + late;
  return all === 0 ? null : Math.round((onTime / all) * 1000) / 10;
}
