/** The theme colours a demo card or chip may take. */
export type Tone = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error';

export const TONES: readonly Tone[] = ['primary', 'secondary', 'success', 'info', 'warning', 'error'];
