import { listingInputSchema } from '@common/schemas/listings';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { stepErrors, stepOfField } from '../shared/step-errors';
import {
  PROPERTY_DEFAULTS,
  PROPERTY_STEPS,
  priceToMinor,
  SERVER_FIELD,
  toListingInput,
  type PropertyValues,
} from './property-steps';

const filled: PropertyValues = {
  ...PROPERTY_DEFAULTS,
  fullName: 'Anna Nowak',
  email: 'anna@example.com',
  title: 'Sunny flat <near> the park',
  propertyType: 'apartment',
  bedrooms: '2',
  bathrooms: '1',
  city: 'Gdańsk',
  street: 'Długa 5',
  features: ['balcony', 'elevator'],
  description: 'Quiet street.\n\nNew kitchen & windows.',
  offer: 'rent',
  price: '3 200,50',
  area: '54.5',
};
const errors = (step: number, v: PropertyValues) => stepErrors(PROPERTY_STEPS, step, v);

describe('property-listing steps', () => {
  it('asks for the contact, and the agency of an agent', () => {
    expect(errors(0, PROPERTY_DEFAULTS)).toEqual({ fullName: 'required', email: 'required' });
    expect(errors(0, { ...filled, role: 'agent' })).toEqual({ agency: 'required' });
    expect(errors(0, filled)).toEqual({});
  });

  it('checks the property, features and price steps', () => {
    expect(errors(1, PROPERTY_DEFAULTS)).toEqual({
      title: 'required',
      propertyType: 'choose',
      bedrooms: 'count',
      bathrooms: 'count',
      city: 'required',
    });
    expect(errors(1, filled)).toEqual({});
    expect(errors(2, filled)).toEqual({});
    expect(errors(3, { ...filled, price: '0', area: 'big' })).toEqual({ price: 'price', area: 'area' });
    expect(errors(3, filled)).toEqual({});
  });

  it('reads prices as whole minor units', () => {
    expect(priceToMinor('3 200,50')).toBe(320_050);
    expect(priceToMinor('450000')).toBe(45_000_000);
    expect(priceToMinor('1.999')).toBeNull();
    expect(priceToMinor('0')).toBeNull();
  });

  it('maps the answers to a listing the API accepts, escaping the text', () => {
    const body = toListingInput(filled, { currency: 'PLN', allowsProperty: true }, (k) => k);
    expect(z.safeParse(listingInputSchema, body).success).toBe(true);
    expect(body).toMatchObject({
      name: 'Sunny flat <near> the park',
      kind: 'property',
      priceMinor: 320_050,
      currency: 'PLN',
      duration: { amount: 1, unit: 'months' },
      locationText: 'Długa 5, Gdańsk',
    });
    expect(body.description).toContain('<p>New kitchen &amp; windows.</p>');
    expect(body.description).toContain('<li>f.area: 54.5 m²</li>');
    // A site that lists something else gets its own kind (the field is left out).
    expect(
      toListingInput({ ...filled, offer: 'sale' }, { currency: 'EUR', allowsProperty: false }, (k) => k),
    ).not.toHaveProperty('kind');
  });

  it('puts every server field error on a step that shows it', () => {
    for (const field of Object.values(SERVER_FIELD))
      expect(stepOfField(PROPERTY_STEPS, field)).toBeGreaterThanOrEqual(0);
    expect(stepOfField(PROPERTY_STEPS, SERVER_FIELD.priceMinor!)).toBe(3);
  });
});
