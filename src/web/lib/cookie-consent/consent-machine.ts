/**
 * The cookie consent choice of SPEC.md sections 3 and 4, per element id:
 *
 *   unset (banner open) --choose accept | decline | postpone--> that choice (banner closed)
 *   any choice          --remove-->                            unset (banner open again)
 *
 * A choice is not overwritten by another: to change it the user removes it first (the "Cookie
 * settings" control does that), so the banner is always where a choice is made.
 */
export const CONSENT_CHOICES = ['accept', 'decline', 'postpone'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];
export type ConsentState = 'unset' | ConsentChoice;

export type ConsentEvent = { type: 'choose'; choice: ConsentChoice } | { type: 'remove' };

export function isConsentChoice(value: unknown): value is ConsentChoice {
  return typeof value === 'string' && (CONSENT_CHOICES as readonly string[]).includes(value);
}

export function nextConsentState(state: ConsentState, event: ConsentEvent): ConsentState {
  switch (event.type) {
    case 'choose':
      return state === 'unset' ? event.choice : state;
    case 'remove':
      return 'unset';
  }
}

export function isBannerOpen(state: ConsentState): boolean {
  return state === 'unset';
}
