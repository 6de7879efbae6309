import { describe, expect, it } from 'vitest';
import { reachableStep, stepErrors } from '../shared/step-errors';
import { DEAL_DEFAULTS, DEAL_STEPS, type DealValues } from './deal-steps';

const filled: DealValues = {
  type: 'percentage',
  amount: '15',
  client: 'contoso',
  regions: ['europe'],
  start: '2026-12-01',
  end: '2026-12-31',
  limit: '500',
  perCustomer: '2',
  code: 'WINTER15',
  confirm: true,
};
const errors = (step: number, values: DealValues) => stepErrors(DEAL_STEPS, step, values);

describe('create-deal steps', () => {
  it('wants a deal type first', () => {
    expect(errors(0, DEAL_DEFAULTS)).toEqual({ type: 'chooseType' });
    expect(errors(0, filled)).toEqual({});
  });

  it('checks the details: client, regions, dates in order', () => {
    expect(errors(1, { ...DEAL_DEFAULTS, type: 'bogo' })).toEqual({
      client: 'choose',
      regions: 'regions',
      start: 'date',
      end: 'date',
    });
    expect(errors(1, filled)).toEqual({});
    expect(errors(1, { ...filled, end: '2026-11-30' })).toEqual({ end: 'endBeforeStart' });
  });

  it('asks an amount that fits the deal type', () => {
    expect(errors(1, { ...filled, amount: '120' })).toEqual({ amount: 'percent' });
    expect(errors(1, { ...filled, amount: '' })).toEqual({ amount: 'positive' });
    expect(errors(1, { ...filled, type: 'flat', amount: '120' })).toEqual({});
    expect(errors(1, { ...filled, type: 'shipping', amount: '' })).toEqual({});
  });

  it('checks the usage limits and the coupon code', () => {
    expect(errors(2, { ...filled, limit: '0', code: 'a b' })).toEqual({ limit: 'wholeNumber', code: 'couponCode' });
    expect(errors(2, { ...filled, limit: '1', perCustomer: '3' })).toEqual({ perCustomer: 'perCustomer' });
    expect(errors(2, filled)).toEqual({});
  });

  it('goes forward only over valid steps', () => {
    expect(reachableStep(DEAL_STEPS, 0, 3, { ...filled, regions: [] })).toBe(1);
    expect(reachableStep(DEAL_STEPS, 0, 3, filled)).toBe(3);
    expect(errors(3, { ...filled, confirm: false })).toEqual({ confirm: 'confirm' });
  });
});
