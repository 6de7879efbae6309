import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONSENT_CHOICES,
  isBannerOpen,
  nextConsentState,
  type ConsentEvent,
  type ConsentState,
} from './consent-machine';

describe('consent state machine', () => {
  it.each(CONSENT_CHOICES)('unset -> %s closes the banner', (choice) => {
    expect(isBannerOpen('unset')).toBe(true);
    const next = nextConsentState('unset', { type: 'choose', choice });
    expect(next).toBe(choice);
    expect(isBannerOpen(next)).toBe(false);
  });

  it.each(CONSENT_CHOICES)('%s -> remove -> unset opens the banner again', (choice) => {
    const next = nextConsentState(choice, { type: 'remove' });
    expect(next).toBe('unset');
    expect(isBannerOpen(next)).toBe(true);
  });

  it('a made choice is not overwritten without removing it first', () => {
    expect(nextConsentState('decline', { type: 'choose', choice: 'accept' })).toBe('decline');
  });

  it('after any sequence of events the banner is open exactly when no choice is kept (property)', () => {
    const event = fc.oneof(
      fc.constantFrom(...CONSENT_CHOICES).map((choice): ConsentEvent => ({ type: 'choose', choice })),
      fc.constant<ConsentEvent>({ type: 'remove' }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let state: ConsentState = 'unset';
        let lastChoiceSinceRemove: ConsentState = 'unset';
        for (const e of events) {
          state = nextConsentState(state, e);
          if (e.type === 'remove') lastChoiceSinceRemove = 'unset';
          else if (lastChoiceSinceRemove === 'unset') lastChoiceSinceRemove = e.choice;
        }
        expect(state).toBe(lastChoiceSinceRemove);
        expect(isBannerOpen(state)).toBe(state === 'unset');
      }),
    );
  });
});
