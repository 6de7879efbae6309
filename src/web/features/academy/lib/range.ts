/** A share in whole percent, 0 when there is nothing to share. */
export const percent = (part: number, whole: number): number => (whole === 0 ? 0 : Math.round((100 * part) / whole));
