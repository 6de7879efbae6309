/*
 * Order by float positions (ADR 0030): a row goes between its neighbours' positions, so a move
 * writes that row alone and two people moving different cards never overwrite each other's order.
 * Halving a gap runs out after about fifty moves into the same spot; then the list is renumbered
 * (`needsRenumber`) before the move, in the same transaction.
 */

export const POSITION_STEP = 1024;

/** The position between `before` and `after` (null: that side is open), or null when no room is left. */
export function positionBetween(before: number | null, after: number | null): number | null {
  if (before === null && after === null) return POSITION_STEP;
  if (before === null) return after! - POSITION_STEP;
  if (after === null) return before + POSITION_STEP;
  const mid = before + (after - before) / 2;
  // Doubles stop splitting the gap: the midpoint equals a neighbour (or the gap is absurdly thin).
  return mid > before && mid < after && after - before > 1e-6 ? mid : null;
}

/** Fresh evenly spaced positions for `count` rows in their current order. */
export const renumbered = (count: number): number[] => Array.from({ length: count }, (_, i) => (i + 1) * POSITION_STEP);
