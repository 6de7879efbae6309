import { describe, expect, it } from 'vitest';
import { csvOf, toMinor, toWhole } from './format';
import { draftOf, inputOf } from './product-draft';

describe('the product form', () => {
  it('reads typed amounts as minor units, refusing what is not one', () => {
    expect(toMinor('12')).toBe(1200);
    expect(toMinor(' 12,5 ')).toBe(1250);
    expect(toMinor('0.07')).toBe(7);
    expect(toMinor('')).toBeNull();
    expect(toMinor('12.345')).toBeNaN();
    expect(toMinor('-3')).toBeNaN();
    expect(toWhole('7')).toBe(7);
    expect(toWhole('7.5')).toBeNaN();
  });

  it('turns a filled form into the API input', () => {
    const draft = {
      ...draftOf(undefined),
      name: 'Lamp',
      price: '49.90',
      salePrice: '39',
      taxRate: '23',
      stock: '4',
      weight: '1200',
      tags: 'light, home, ',
      variants: [{ name: 'Colour', options: 'White, Black' }],
    };
    expect(inputOf(draft)).toEqual({
      input: expect.objectContaining({
        name: 'Lamp',
        priceMinor: 4990,
        salePriceMinor: 3900,
        taxRateBp: 2300,
        stock: 4,
        weightGrams: 1200,
        tags: ['light', 'home'],
        variants: [{ name: 'Colour', options: ['White', 'Black'] }],
        categoryId: null,
        status: 'draft',
      }),
    });
  });

  it('puts each refusal under the field that was typed', () => {
    const result = inputOf({
      ...draftOf(undefined),
      name: ' ',
      price: 'ten',
      salePrice: '',
      stock: '1',
      variants: [{ name: 'Size', options: '' }],
    });
    expect(result).toEqual({ errors: { name: 'valueRequired', price: 'invalidValue', 'variants.0': 'valueRequired' } });
    const discount = inputOf({ ...draftOf(undefined), name: 'A', price: '10', salePrice: '12', stock: '1' });
    expect(discount).toEqual({ errors: { salePrice: 'invalidValue' } });
  });

  it('writes CSV a spreadsheet opens as text', () => {
    expect(
      csvOf([
        ['name', 'price'],
        ['Lamp, "big"', 12],
        ['=1+1', '-3'],
      ]),
    ).toBe('name,price\r\n"Lamp, ""big""",12\r\n\'=1+1,\'-3\r\n');
  });
});
