import { describe, expect, it } from 'vitest';
import { reachableStep, stepErrors, stepFields, WIZARD_DEFAULTS, WIZARD_STEPS, type WizardValues } from './steps';

const filled: WizardValues = {
  ...WIZARD_DEFAULTS,
  username: 'jane',
  email: 'jane@example.com',
  password: 'secret123',
  confirmPassword: 'secret123',
  firstName: 'Jane',
  lastName: 'Doe',
  language: 'fr',
  confirm: true,
};

describe('numbered wizard steps', () => {
  it('lists the fields of each step, every field in exactly one step', () => {
    expect(stepFields(0)).toEqual(['username', 'email', 'password', 'confirmPassword']);
    const all = WIZARD_STEPS.flatMap((_, i) => stepFields(i)).sort();
    expect(all).toEqual(Object.keys(WIZARD_DEFAULTS).sort());
  });

  it('checks only the fields of the step asked about', () => {
    expect(Object.keys(stepErrors(0, WIZARD_DEFAULTS)).sort()).toEqual(
      ['confirmPassword', 'email', 'password', 'username'].sort(),
    );
    expect(stepErrors(1, { ...WIZARD_DEFAULTS, firstName: 'Jane', lastName: 'Doe', language: 'en' })).toEqual({});
    // The social links are optional, but must be links when given.
    expect(stepErrors(2, WIZARD_DEFAULTS)).toEqual({});
    expect(stepErrors(2, { ...WIZARD_DEFAULTS, github: 'github' })).toEqual({ github: 'url' });
  });

  it('runs the repeated-password rule on its step', () => {
    expect(stepErrors(0, { ...filled, confirmPassword: 'other123' })).toEqual({ confirmPassword: 'mismatch' });
  });

  it('checks a phone number only when one is given', () => {
    expect(stepErrors(1, { ...filled, phone: 'call me' })).toEqual({ phone: 'phone' });
    expect(stepErrors(1, { ...filled, phone: '+33 6 12 34 56 78' })).toEqual({});
  });

  it('wants the last step confirmed', () => {
    expect(stepErrors(3, { ...filled, confirm: false })).toEqual({ confirm: 'acceptTerms' });
  });

  it('goes back freely and forward only over valid steps', () => {
    expect(reachableStep(2, 0, WIZARD_DEFAULTS)).toBe(0);
    expect(reachableStep(0, 3, WIZARD_DEFAULTS)).toBe(0);
    expect(reachableStep(0, 3, { ...filled, lastName: '' })).toBe(1);
    expect(reachableStep(0, 3, filled)).toBe(3);
    expect(reachableStep(0, 9, filled)).toBe(3);
  });
});
